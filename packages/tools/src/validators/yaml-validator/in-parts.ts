/**
 * A big one-document root sequence or mapping checked a stretch of root entries at a time (see
 * _shared/yaml-root-parts.ts): memory holds one part's nodes, not the document's. Only a valid
 * document is answered here; anything with an error (or a shape the parts cannot take) is left to
 * the whole-document path, which lists every error as before.
 */
import type { ParsedNode } from 'yaml';
import { yamlRootParts, YamlUnsplittable } from '../../_shared/yaml-root-parts.js';
import { fromYaml, jsonIssues, MAX_JSON_ISSUES, structuralErrors, type Issue } from './checks.js';

export interface PartsVerdict {
  warnings: Issue[];
  jsonIssues: Issue[];
  rootType: 'mapping' | 'sequence';
  /** Where the root collection starts. */
  start: number;
}

/**
 * The findings of a valid one-document root collection read in parts, or undefined when the
 * whole-document path must answer. Alias-free parts never hit the expansion bound that the whole
 * document's node count can (10 million nodes without an alias is not an alias bomb).
 */
export function checkInParts(source: string, version: '1.1' | '1.2', partChars?: number): PartsVerdict | undefined {
  const warnings: Issue[] = [];
  const issues: Issue[] = [];
  let verdict: Pick<PartsVerdict, 'rootType' | 'start'> | undefined;
  try {
    for (const { doc, root } of yamlRootParts(source, { version, merge: true, uniqueKeys: false, prettyErrors: false }, partChars)) {
      if (doc.errors.length) return undefined;
      const errors: Issue[] = [];
      structuralErrors(doc, source, errors);
      if (errors.length) return undefined;
      for (const w of doc.warnings) warnings.push(fromYaml(w));
      if (issues.length < MAX_JSON_ISSUES) for (const issue of jsonIssues(doc, source, version)) if (issues.length < MAX_JSON_ISSUES) issues.push(issue);
      verdict ??= { rootType: root === 'map' ? 'mapping' : 'sequence', start: (doc.contents as ParsedNode).range[0] };
    }
  } catch (error) {
    if (error instanceof YamlUnsplittable) return undefined;
    throw error;
  }
  return verdict && { ...verdict, warnings, jsonIssues: issues };
}
