import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

const DELIMITERS: Record<string, RegExp | string> = {
  newline: /\r\n|\r|\n/,
  comma: ',',
  semicolon: ';',
  tab: '\t',
  pipe: '|',
  whitespace: /\s+/,
};

/** Reads \n, \t, \r and \\ in a custom delimiter, so a user can type a line break. */
function unescape(text: string): string {
  return text.replace(/\\([ntr\\])/g, (_, c: string) => ({ n: '\n', t: '\t', r: '\r', '\\': '\\' })[c]!);
}

interface Entry {
  /** The first spelling seen. */
  text: string;
  count: number;
}

/** Items grouped by comparison key, in first-seen order (Map keeps insertion order). */
function tally(items: string[], key: (s: string) => string): Map<string, Entry> {
  const map = new Map<string, Entry>();
  for (const item of items) {
    const k = key(item);
    const entry = map.get(k);
    if (entry) entry.count++;
    else map.set(k, { text: item, count: 1 });
  }
  return map;
}

/** Code point order (UTF-16 unit order differs above U+FFFF): surrogates move above U+E000–U+FFFF. */
function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

export default defineTool(definition, (params) => {
  const delimiter = params.delimiter === 'custom' ? unescape(params.customDelimiter) : DELIMITERS[params.delimiter]!;
  const read = (text: string): string[] => {
    let items = text.split(delimiter);
    if (params.trim) items = items.map((s) => s.trim());
    // a trailing line break (or a leading one with whitespace) is not an item of its own
    if (params.ignoreEmpty) items = items.filter((s) => s !== '');
    else if ((params.delimiter === 'newline' || params.delimiter === 'whitespace') && items.length > 1 && items[items.length - 1] === '') items.pop();
    return items;
  };
  const a = read(params.listA);
  const b = read(params.listB);
  const key = params.caseInsensitive ? (s: string) => s.toLowerCase() : (s: string) => s;
  const ta = tally(a, key);
  const tb = tally(b, key);
  const multi = !params.dedupe;

  const union: string[] = [];
  const intersection: string[] = [];
  const onlyInA: string[] = [];
  const onlyInB: string[] = [];
  const push = (out: string[], text: string, n: number) => {
    for (let i = 0; i < (multi ? n : Math.min(n, 1)); i++) out.push(text);
  };
  for (const [k, ea] of ta) {
    const nb = tb.get(k)?.count ?? 0;
    push(union, ea.text, Math.max(ea.count, nb));
    push(intersection, ea.text, Math.min(ea.count, nb));
    push(onlyInA, ea.text, multi ? ea.count - nb : nb === 0 ? 1 : 0);
  }
  for (const [k, eb] of tb) {
    const na = ta.get(k)?.count ?? 0;
    if (na === 0) push(union, eb.text, eb.count);
    push(onlyInB, eb.text, multi ? eb.count - na : na === 0 ? 1 : 0);
  }
  let symmetricDifference = onlyInA.concat(onlyInB);

  if (params.order !== 'original') {
    const compare =
      params.order === 'codepoint' ? compareCodePoints : new Intl.Collator('en', { numeric: true, sensitivity: 'variant' }).compare;
    for (const list of [union, intersection, onlyInA, onlyInB]) list.sort(compare);
    symmetricDifference = symmetricDifference.sort(compare);
  }

  return success({
    union,
    intersection,
    onlyInA,
    onlyInB,
    symmetricDifference,
    counts: {
      listA: a.length,
      listB: b.length,
      distinctA: ta.size,
      distinctB: tb.size,
      union: union.length,
      intersection: intersection.length,
      onlyInA: onlyInA.length,
      onlyInB: onlyInB.length,
      symmetricDifference: symmetricDifference.length,
    },
  });
});
