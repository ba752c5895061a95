import { defineTool, failure, success, withWarnings } from '@ctp/core';
import definition from './definition.js';

/** Characters of match and group text listed before the list is cut (truncated: true). */
export const OUTPUT_BUDGET = 5_000_000;
/** Longest replacement preview, in UTF-16 code units. */
export const MAX_REPLACED = 5_000_000;

/** The flag switches and their letters; the names are the definition's boolean parameters. */
const FLAG_PARAMS = [
  ['hasIndices', 'd'],
  ['global', 'g'],
  ['ignoreCase', 'i'],
  ['multiline', 'm'],
  ['dotAll', 's'],
  ['unicode', 'u'],
  ['unicodeSets', 'v'],
  ['sticky', 'y'],
] as const;

interface Group {
  number: number;
  name: string | null;
  value: string | null;
  index?: number | null;
  end?: number | null;
}

interface Match {
  index: number;
  end: number;
  match: string;
  groups: Group[];
}

type IndexedMatch = RegExpExecArray & { indices?: Array<[number, number] | undefined> };

/**
 * Which capture groups are named, in group order, read from the pattern source:
 * true for (?<name>…), false for a plain (…). Skips escapes and character
 * classes (nested under v). The names themselves come from the engine.
 */
function namedFlags(source: string, unicodeSets: boolean): boolean[] {
  const named: boolean[] = [];
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (depth > 0) {
      if (c === ']') depth--;
      else if (c === '[' && unicodeSets) depth++;
      continue;
    }
    if (c === '[') depth = 1;
    else if (c === '(') {
      if (source[i + 1] !== '?') named.push(false);
      else if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') named.push(true);
    }
  }
  return named;
}

/** Group names by group number (index 0 is group 1); null for unnamed groups. */
function groupNames(re: RegExp): { count: number; names: Array<string | null> } {
  // `source|` matches the empty string, so exec reveals the group count and the names in group order
  const probe = new RegExp(`${re.source}|`, re.flags.replace(/[gy]/g, '')).exec('')!;
  const count = probe.length - 1;
  const keys = probe.groups ? Object.keys(probe.groups) : [];
  const named = namedFlags(re.source, re.flags.includes('v'));
  const names: Array<string | null> = new Array(count).fill(null);
  if (named.length === count && named.filter(Boolean).length === keys.length) {
    let k = 0;
    named.forEach((isNamed, i) => {
      if (isNamed) names[i] = keys[k++]!;
    });
  }
  return { count, names };
}

/** AdvanceStringIndex (ECMA-262 §22.2.7.3): past an empty match, by one code point in u/v mode. */
function advance(text: string, index: number, fullUnicode: boolean): number {
  if (!fullUnicode || index + 1 >= text.length) return index + 1;
  const c = text.charCodeAt(index);
  const d = text.charCodeAt(index + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? index + 2 : index + 1;
}

/** GetSubstitution (ECMA-262 §22.1.3.19.1): expands $$, $&, $`, $', $n, $nn and $<name>. */
export function substitute(template: string, m: RegExpExecArray, text: string): string {
  const matched = m[0];
  const position = m.index;
  const captures = m.length - 1;
  let out = '';
  let i = 0;
  while (i < template.length) {
    const c = template[i];
    const next = template[i + 1];
    if (c !== '$' || next === undefined) {
      out += c;
      i++;
    } else if (next === '$') {
      out += '$';
      i += 2;
    } else if (next === '&') {
      out += matched;
      i += 2;
    } else if (next === '`') {
      out += text.slice(0, position);
      i += 2;
    } else if (next === "'") {
      out += text.slice(Math.min(position + matched.length, text.length));
      i += 2;
    } else if (next >= '0' && next <= '9') {
      const two = template[i + 2];
      let digits = two !== undefined && two >= '0' && two <= '9' ? next + two : next;
      let index = Number(digits);
      if (digits.length === 2 && index > captures) {
        digits = next;
        index = Number(next);
      }
      if (index >= 1 && index <= captures) out += m[index] ?? '';
      else out += `$${digits}`;
      i += 1 + digits.length;
    } else if (next === '<') {
      const close = template.indexOf('>', i + 2);
      if (close === -1 || m.groups === undefined) {
        out += '$<';
        i += 2;
      } else {
        out += m.groups[template.slice(i + 2, close)] ?? '';
        i = close + 1;
      }
    } else {
      out += '$';
      i++;
    }
  }
  return out;
}

export default defineTool(definition, (params) => {
  const pattern = params.pattern;
  const text = params.text;
  const maxMatches = params.maxMatches;
  const replacement = params.replacement ?? '';
  const preview = params.replace || replacement !== '';
  const flags = FLAG_PARAMS.filter(([name]) => params[name] === true).map(([, letter]) => letter).join('');
  if (flags.includes('u') && flags.includes('v'))
    return failure('INVALID_INPUT', 'The unicode (u) and unicodeSets (v) flags cannot be combined; v already includes everything u does');

  let re: RegExp;
  try {
    re = new RegExp(pattern, flags);
  } catch (error) {
    return failure('INVALID_INPUT', (error as Error).message);
  }
  const { count: groupCount, names } = groupNames(re);
  const fullUnicode = re.unicode || re.flags.includes('v');

  const matches: Match[] = [];
  let matchCount = 0;
  let budget = OUTPUT_BUDGET;
  let listing = true;
  const parts: string[] = [];
  let replacedLength = 0;
  let nextSource = 0;

  const take = (m: IndexedMatch): string | undefined => {
    matchCount++;
    if (listing) {
      const groups: Group[] = [];
      let size = m[0].length;
      for (let g = 1; g <= groupCount; g++) {
        const value = m[g] ?? null;
        size += value?.length ?? 0;
        const group: Group = { number: g, name: names[g - 1]!, value };
        if (m.indices) {
          const span = m.indices[g];
          group.index = span ? span[0] : null;
          group.end = span ? span[1] : null;
        }
        groups.push(group);
      }
      budget -= size;
      if (matches.length >= maxMatches || budget < 0) listing = false;
      else matches.push({ index: m.index, end: m.index + m[0].length, match: m[0], groups });
    }
    if (preview && m.index >= nextSource) {
      const piece = text.slice(nextSource, m.index) + substitute(replacement, m, text);
      replacedLength += piece.length;
      if (replacedLength > MAX_REPLACED)
        return `The replacement preview would be longer than ${MAX_REPLACED.toLocaleString('en-US')} characters; shorten the replacement or the text`;
      parts.push(piece);
      nextSource = m.index + m[0].length;
    }
    return undefined;
  };

  re.lastIndex = 0;
  if (!re.global) {
    const m = re.exec(text);
    const problem = m ? take(m) : undefined;
    if (problem) return failure('INVALID_INPUT', problem);
  } else {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const problem = take(m);
      if (problem) return failure('INVALID_INPUT', problem);
      if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, fullUnicode);
    }
  }

  const data: Record<string, unknown> = {
    flags: re.flags,
    groupCount,
    matchCount,
    truncated: matches.length < matchCount,
    matches,
  };
  if (preview) data.replaced = parts.join('') + text.slice(nextSource);

  const warnings: string[] = [];
  if (/^\/[\s\S]*\/[dgimsuvy]*$/.test(pattern) && pattern.length > 1)
    warnings.push('The pattern starts and ends with "/", which are matched literally; pass only the text between the slashes and set flags separately');
  return withWarnings(success(data), warnings);
});
