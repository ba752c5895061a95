/**
 * The jsonpath-plus engine, for the Goessner syntax and its extensions that RFC 9535 does not
 * have: JavaScript-like filters [?(@.title.length > 5)], ^ (parent), ~ (property names),
 * @property, @root. Used when a path does not parse as RFC 9535 (or on request).
 */
import { JSONPath } from 'jsonpath-plus';
import type { Match, Segment } from './paths.js';

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

/** Walks a JSON Pointer through own members and array indexes only; undefined when it does not resolve to a JSON node. */
function resolve(root: unknown, pointer: string): { value: unknown; segments: Segment[] } | undefined {
  let node = root;
  const segments: Segment[] = [];
  if (pointer === '') return { value: node, segments };
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) {
      if (!/^(?:0|[1-9]\d*)$/.test(key) || Number(key) >= node.length) return undefined;
      node = node[Number(key)];
      segments.push(Number(key));
    } else if (node !== null && typeof node === 'object' && Object.hasOwn(node, key)) {
      node = (node as Record<string, unknown>)[key];
      segments.push(key);
    } else return undefined;
  }
  return { value: node, segments };
}

export type PlusOutcome = { ok: true; matches: Match[]; dropped: number } | { ok: false; message: string };

/** Runs a path with jsonpath-plus; matches that are JavaScript properties rather than JSON nodes (.length, string characters) are counted in `dropped`. */
export function runJsonPathPlus(json: unknown, path: string): PlusOutcome {
  const rewritten = rewrite(path);
  if (!rewritten.ok) return { ok: false, message: rewritten.message };
  let raw: Array<{ value: unknown; pointer: string }>;
  try {
    // a fresh, prototype-less cache per call: jsonpath-plus caches every path and filter forever otherwise
    (JSONPath as unknown as { cache: object }).cache = Object.create(null);
    const run = JSONPath as unknown as (options: Record<string, unknown>) => Array<{ value: unknown; pointer: string }>;
    raw = run({ path: rewritten.path, json, resultType: 'all', wrap: true, eval: FilterScript, ignoreEvalErrors: false, sandbox: functions() }) ?? [];
  } catch (error) {
    const message = String((error as Error)?.message ?? error)
      .replace(/^jsonPath: /, '')
      .replaceAll('_$_v', '@')
      .replaceAll('_$_property', '@property')
      .replaceAll('_$_parentProperty', '@parentProperty')
      .replaceAll('_$_parent', '@parent')
      .replaceAll('_$_root', '@root');
    return { ok: false, message };
  } finally {
    (JSONPath as unknown as { cache: object }).cache = Object.create(null);
  }
  const matches: Match[] = [];
  let dropped = 0;
  const propertyNames = /~\s*$/.test(path);
  for (const match of raw) {
    const found = resolve(json, match.pointer);
    const isName = propertyNames && typeof match.value === 'string' && match.pointer.endsWith('/' + match.value.replaceAll('~', '~0').replaceAll('/', '~1'));
    if (!found || (found.value !== match.value && !isName)) dropped++;
    else matches.push({ value: match.value, segments: found.segments });
  }
  return { ok: true, matches, dropped };
}
