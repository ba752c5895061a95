/**
 * Big one-document sources formatted a stretch of root entries at a time (see
 * _shared/yaml-root-parts.ts): memory holds one part's nodes, not the document's.
 */
import { isScalar, type Pair, type YAMLMap, type YAMLWarning } from 'yaml';
import { yamlRootParts, YamlUnsplittable } from '../../_shared/yaml-root-parts.js';
import { printDocument, scan, type FormatOptions, type Params } from './document-printer.js';

export const PARSE_OPTIONS = { intAsBigInt: true, uniqueKeys: false, prettyErrors: false, keepSourceTokens: false } as const;
/** Sources from this size on are first read a stretch of root entries at a time (see yaml-root-parts). */
export const READ_IN_PARTS_FROM = 64 * 1024;
/**
 * Small parts: a part's nodes then die young, in V8's young generation. Parts of 16 KiB had
 * their nodes promoted to the old generation and the peak was 40× a 1 MiB input; parts of 1 KiB
 * stay about the input plus the output, as fast (measured 2026-11-27).
 */
const PART_CHARS = 1024;

export interface FormattedInParts {
  formatted: string;
  /** The library's warnings (unresolved tags…) in source order, positions in the whole source. */
  warnings: YAMLWarning[];
}

/**
 * The formatted text of a one-document root sequence or mapping, read and printed a part at a
 * time, or undefined when the whole-document path must decide (an error or a problem to report,
 * sorted root keys, a shape the parts cannot take): it prints the same text, and finds the same
 * warnings, for what this accepts.
 */
export function formatInParts(source: string, params: Params, options: FormatOptions, partChars = PART_CHARS): FormattedInParts | undefined {
  const rootKeys = new Set<string>();
  const warnings: YAMLWarning[] = [];
  let formatted = '';
  try {
    for (const { doc, root } of yamlRootParts(source, PARSE_OPTIONS, partChars)) {
      if (doc.errors.length) return undefined;
      for (const warning of doc.warnings) warnings.push(warning);
      if (root === 'map') {
        if (params.sortKeys) return undefined; // root keys would move between parts
        for (const pair of (doc.contents as YAMLMap).items as Pair<unknown, unknown>[]) {
          const key = isScalar(pair.key) ? `${typeof pair.key.value}:${String(pair.key.value)}` : undefined;
          if (key === undefined) continue;
          if (rootKeys.has(key)) return undefined;
          rootKeys.add(key);
        }
      }
      const scanned = scan(doc);
      if (scanned.problem) return undefined;
      const text = printDocument(doc, scanned, params, options, 0, undefined);
      if (text === 'refolded') return undefined;
      formatted += text; // a rope of parts: one copy when the caller writes it out
    }
  } catch (error) {
    if (error instanceof YamlUnsplittable || error instanceof RangeError) return undefined;
    throw error;
  }
  return { formatted, warnings };
}

