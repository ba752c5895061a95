import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { JSONPath } from 'jsonpath-plus';
import type { Node } from 'jsonc-parser';
import { parseJsonText } from '../../_shared/json-text.js';
import definition from './definition.js';

/** Output budget (characters of JSON) for the matched values: `$..*` on deep documents repeats subtrees. */
const MAX_OUTPUT = 16_000_000;
/** Σ node depths allowed under recursive descent (about 2 s of jsonpath-plus work). */
const MAX_DESCENT_COST = 3_000_000;

interface Script {
  runInNewContext(context: object): unknown;
}
type ScriptClass = new (code: string) => Script;

/** jsonpath-plus's own sandboxed evaluator (a jsep AST interpreter: no eval, no Function, prototype members blocked). */
const SafeScript: ScriptClass = (() => {
  const script = (JSONPath as unknown as { prototype: { safeVm?: { Script?: ScriptClass } } }).prototype.safeVm?.Script;
  // never fall back to anything else (jsonpath-plus's other evaluator is native eval)
  if (typeof script !== 'function') throw new Error('jsonpath-plus no longer exposes its safe evaluator (safeVm.Script)');
  return script;
})();

/**
 * The safe evaluator with RFC 9535 semantics for missing data: reading a member of
 * null/undefined (a node without that member) makes the filter false instead of
 * failing the whole query. Syntax errors and unknown names still fail.
 */
class FilterScript implements Script {
  private readonly inner: Script;
  constructor(code: string) {
    this.inner = new SafeScript(code);
  }
  runInNewContext(context: object): unknown {
    try {
      return this.inner.runInNewContext(context);
    } catch (error) {
      if (error instanceof TypeError) return false;
      throw error;
    }
  }
}

/** RFC 9535 function extensions (length, match, search, value) for filters. */
function functions(): Record<string, unknown> {
  const regex = (pattern: unknown, anchored: boolean): RegExp | undefined => {
    if (typeof pattern !== 'string') return undefined;
    try {
      return new RegExp(anchored ? `^(?:${pattern})$` : pattern, 'u');
    } catch {
      return undefined;
    }
  };
  return {
    length: (v: unknown) =>
      typeof v === 'string' ? [...v].length : Array.isArray(v) ? v.length : v !== null && typeof v === 'object' ? Object.keys(v).length : undefined,
    match: (s: unknown, p: unknown) => typeof s === 'string' && (regex(p, true)?.test(s) ?? false),
    search: (s: unknown, p: unknown) => typeof s === 'string' && (regex(p, false)?.test(s) ?? false),
    value: (v: unknown) => v,
  };
}

type Rewrite = { ok: true; path: string } | { ok: false; message: string };

/**
 * Checks brackets, parentheses and quotes, and rewrites RFC 9535 filters for jsonpath-plus:
 * [?expr] → [?(expr)], and == / != → === / !== (RFC comparisons never convert types).
 */
function rewrite(path: string): Rewrite {
  let out = '';
  const stack: Array<{ char: string; at: number; out: number; filter: boolean }> = [];
  const inFilter = () => stack.some((s) => s.filter);
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < path.length && path[j] !== c) j += path[j] === '\\' ? 2 : 1;
      if (j >= path.length) return { ok: false, message: `Unterminated string starting at position ${i + 1}: add the closing ${c}` };
      out += path.slice(i, j + 1);
      i = j;
      continue;
    }
    if (c === '/' && inFilter()) {
      // a regex literal inside a filter: copy it whole
      const prev = out.trimEnd().slice(-1);
      if (prev === '' || '(,=!&|?:['.includes(prev)) {
        let j = i + 1;
        while (j < path.length && path[j] !== '/') j += path[j] === '\\' ? 2 : 1;
        if (j < path.length) {
          out += path.slice(i, j + 1);
          i = j;
          continue;
        }
      }
    }
    if (c === '[' || c === '(') {
      const filter = c === '[' && path[i + 1] === '?';
      stack.push({ char: c, at: i, out: out.length, filter });
      out += c;
      continue;
    }
    if (c === ']' || c === ')') {
      const open = stack.pop();
      const expected = c === ']' ? '[' : '(';
      if (!open) return { ok: false, message: `Unexpected '${c}' at position ${i + 1}: nothing to close` };
      if (open.char !== expected)
        return { ok: false, message: `'${open.char}' at position ${open.at + 1} is closed by '${c}' at position ${i + 1}` };
      if (open.filter) {
        const body = out.slice(open.out + 2);
        if (body.trim() === '') return { ok: false, message: `Empty filter at position ${open.at + 1}: write e.g. [?(@.price < 10)]` };
        if (!wrapped(body.trim())) out = out.slice(0, open.out + 2) + `(${body})`;
      }
      out += c;
      continue;
    }
    if (inFilter() && (c === '=' || c === '!') && path[i + 1] === '=' && path[i + 2] !== '=' && (c === '!' || !'=!<>'.includes(path[i - 1] ?? ''))) {
      out += `${c}==`;
      i++;
      continue;
    }
    out += c;
  }
  const open = stack.pop();
  if (open) return { ok: false, message: `Unclosed '${open.char}' at position ${open.at + 1}` };
  return { ok: true, path: out };
}

/** True when the text is one parenthesized group: "(…)" whose first "(" closes at the end. */
function wrapped(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      i = j;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      depth--;
      if (depth === 0 && i < text.length - 1) return false;
    }
  }
  return true;
}

const HEX = '0123456789abcdef';

/** RFC 9535 §2.7 normalized path segment for a member name. */
function nameSegment(name: string): string {
  let s = "['";
  for (const ch of name) {
    const code = ch.codePointAt(0)!;
    if (ch === "'") s += "\\'";
    else if (ch === '\\') s += '\\\\';
    else if (code < 0x20) s += ({ 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' } as Record<number, string>)[code] ?? `\\u00${HEX[code >> 4]}${HEX[code & 15]}`;
    else s += ch;
  }
  return s + "']";
}

/** Walks a JSON Pointer through own members and array indexes only; undefined when it does not resolve. */
function resolve(root: unknown, pointer: string): { value: unknown; normalized: string } | undefined {
  let node = root;
  let normalized = '$';
  if (pointer === '') return { value: node, normalized };
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) {
      if (!/^(?:0|[1-9]\d*)$/.test(key) || Number(key) >= node.length) return undefined;
      node = node[Number(key)];
      normalized += `[${key}]`;
    } else if (node !== null && typeof node === 'object' && Object.hasOwn(node, key)) {
      node = (node as Record<string, unknown>)[key];
      normalized += nameSegment(key);
    } else return undefined;
  }
  return { value: node, normalized };
}

/** Adds the JSON size of a value to `used`, stopping early once past `limit`. */
function sizeWithin(value: unknown, used: number, limit: number): number {
  const stack: unknown[] = [value];
  while (stack.length && used <= limit) {
    const v = stack.pop();
    if (typeof v === 'string') used += v.length + 2;
    else if (Array.isArray(v)) {
      used += 2 + v.length;
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        used += key.length + 4;
        stack.push((v as Record<string, unknown>)[key]);
      }
      used += 2;
    } else used += String(v).length;
  }
  return used;
}

/** Σ depth over all nodes (what recursive descent costs in jsonpath-plus, which copies the path at every node), and the first unsafe integer literal. */
function survey(root: Node, source: string): { depthSum: number; unsafeInteger?: string } {
  let depthSum = 0;
  let unsafeInteger: string | undefined;
  const checkNumbers = /\d{16}/.test(source);
  const stack: Array<[Node, number]> = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node.type === 'property') {
      const value = node.children?.[1];
      if (value) stack.push([value, depth]);
      continue;
    }
    depthSum += depth;
    if (checkNumbers && unsafeInteger === undefined && node.type === 'number') {
      const raw = source.slice(node.offset, node.offset + node.length);
      if (/^-?\d+$/.test(raw) && !Number.isSafeInteger(Number(raw))) unsafeInteger = raw;
    }
    if (node.children) for (const child of node.children) stack.push([child, depth + 1]);
  }
  return unsafeInteger === undefined ? { depthSum } : { depthSum, unsafeInteger };
}

interface Match {
  value: unknown;
  pointer: string;
}

export default defineTool(definition, (params) => {
  const parsed = parseJsonText(params.json as string);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const json: unknown = JSON.parse(parsed.json.source);
  const warnings: string[] = [];
  const { depthSum, unsafeInteger: big } = survey(parsed.json.root, parsed.json.source);
  if (big) warnings.push(`Integers beyond ±2^53 lose precision in the results (${big.slice(0, 40)} is read as ${Number(big)}).`);

  const path = (params.path as string).trim();
  if (!path.startsWith('$'))
    return failure('INVALID_INPUT', `A JSONPath starts with $ (the root), e.g. $.store.book[*].title; got "${path.slice(0, 40)}"`);
  const rewritten = rewrite(path);
  if (!rewritten.ok) return failure('INVALID_INPUT', `Invalid JSONPath: ${rewritten.message}`);

  if (path.includes('..') && depthSum > MAX_DESCENT_COST)
    return failure(
      'CONSTRAINT_VIOLATION',
      `Recursive descent (..) over this document is too costly: its nodes sit ${depthSum.toLocaleString('en-US')} levels deep in total (limit ${MAX_DESCENT_COST.toLocaleString('en-US')}). Start from a narrower path, e.g. $.items[*].price instead of $..price`,
    );

  let matches: Match[];
  try {
    // a fresh, prototype-less cache per call: jsonpath-plus caches every path and filter forever otherwise
    (JSONPath as unknown as { cache: object }).cache = Object.create(null);
    const run = JSONPath as unknown as (options: Record<string, unknown>) => Match[];
    matches = run({
      path: rewritten.path,
      json,
      resultType: 'all',
      wrap: true,
      eval: FilterScript,
      ignoreEvalErrors: false,
      sandbox: functions(),
    });
  } catch (error) {
    const message = String((error as Error)?.message ?? error)
      .replace(/^jsonPath: /, '')
      .replaceAll('_$_v', '@')
      .replaceAll('_$_property', '@property')
      .replaceAll('_$_parentProperty', '@parentProperty')
      .replaceAll('_$_parent', '@parent')
      .replaceAll('_$_root', '@root');
    return failure('INVALID_INPUT', `Invalid JSONPath: ${message}`);
  } finally {
    (JSONPath as unknown as { cache: object }).cache = Object.create(null);
  }

  const results: unknown[] = [];
  const paths: string[] = [];
  let dropped = 0;
  let size = 0;
  const propertyNames = /~\s*$/.test(path);
  for (const match of matches ?? []) {
    const found = resolve(json, match.pointer);
    // jsonpath-plus also reaches JavaScript properties (.length of arrays and strings, string characters): not JSON nodes
    const isName = propertyNames && typeof match.value === 'string' && match.pointer.endsWith('/' + match.value.replaceAll('~', '~0').replaceAll('/', '~1'));
    if (!found || (found.value !== match.value && !isName)) {
      dropped++;
      continue;
    }
    const shownPath = params.pathFormat === 'pointer' ? match.pointer : found.normalized;
    size += shownPath.length + 4;
    if (!params.pathsOnly) size = sizeWithin(match.value, size, MAX_OUTPUT);
    if (size > MAX_OUTPUT)
      return failure(
        'CONSTRAINT_VIOLATION',
        `The matches would be over ${MAX_OUTPUT / 1_000_000} million characters of JSON (${paths.length} matches so far); narrow the query${params.pathsOnly ? '' : ' or set pathsOnly'}`,
      );
    if (!params.pathsOnly) results.push(match.value);
    paths.push(shownPath);
  }
  if (dropped)
    warnings.push(`${dropped} match${dropped === 1 ? ' was' : 'es were'} left out because ${dropped === 1 ? 'it is' : 'they are'} not part of the JSON (JavaScript properties such as .length or string characters).`);

  const data = params.pathsOnly ? { count: paths.length, paths } : { count: paths.length, results, paths };
  return withWarnings(success(data), warnings);
});
