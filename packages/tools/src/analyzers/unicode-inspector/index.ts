import { defineTool, success } from '@ctp/core';
import { graphemeChunks } from '../../_shared/text.js';
import definition from './definition.js';

const CATEGORY_NAMES: Record<string, string> = {
  Lu: 'Uppercase Letter', Ll: 'Lowercase Letter', Lt: 'Titlecase Letter', Lm: 'Modifier Letter', Lo: 'Other Letter',
  Mn: 'Nonspacing Mark', Mc: 'Spacing Mark', Me: 'Enclosing Mark',
  Nd: 'Decimal Number', Nl: 'Letter Number', No: 'Other Number',
  Pc: 'Connector Punctuation', Pd: 'Dash Punctuation', Ps: 'Open Punctuation', Pe: 'Close Punctuation', Pi: 'Initial Punctuation', Pf: 'Final Punctuation', Po: 'Other Punctuation',
  Sm: 'Math Symbol', Sc: 'Currency Symbol', Sk: 'Modifier Symbol', So: 'Other Symbol',
  Zs: 'Space Separator', Zl: 'Line Separator', Zp: 'Paragraph Separator',
  Cc: 'Control', Cf: 'Format', Cs: 'Surrogate', Co: 'Private Use', Cn: 'Unassigned',
};

const GROUPS: [RegExp, string[]][] = [
  [/^\p{L}$/u, ['Lu', 'Ll', 'Lt', 'Lm', 'Lo']],
  [/^\p{M}$/u, ['Mn', 'Mc', 'Me']],
  [/^\p{N}$/u, ['Nd', 'Nl', 'No']],
  [/^\p{P}$/u, ['Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po']],
  [/^\p{S}$/u, ['Sm', 'Sc', 'Sk', 'So']],
  [/^\p{Z}$/u, ['Zs', 'Zl', 'Zp']],
  [/^\p{C}$/u, ['Cc', 'Cf', 'Cs', 'Co', 'Cn']],
];
const SUB = new Map(Object.keys(CATEGORY_NAMES).map((c) => [c, new RegExp(`^\\p{${c}}$`, 'u')]));

const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya',
  'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Georgian', 'Hangul', 'Ethiopic', 'Cherokee',
  'Khmer', 'Mongolian', 'Hiragana', 'Katakana', 'Bopomofo', 'Han', 'Yi', 'Canadian_Aboriginal', 'Runic', 'Ogham', 'Braille', 'Common', 'Inherited',
];
const SC = SCRIPTS.map((s) => [s, new RegExp(`^\\p{Script=${s}}$`, 'u')] as const);
const SCX = SCRIPTS.filter((s) => s !== 'Common' && s !== 'Inherited').map((s) => [s, new RegExp(`^\\p{Script_Extensions=${s}}$`, 'u')] as const);

const EMOJI = /^[\p{Extended_Pictographic}\p{Emoji_Presentation}\p{Emoji_Modifier}\p{Regional_Indicator}]$/u;
const WHITE = /^\p{White_Space}$/u;
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;
const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/** Non-ASCII characters commonly mistaken for ASCII ones (homoglyphs): Cyrillic/Greek look-alikes, fullwidth forms, typographic dashes/quotes. */
const CONFUSABLE = new Set(
  [...'АВЕЅІЈКМНОРСТХУаеіјорсхуѕԁԛԝһԌԍΑΒΕΖΗΙΚΜΝΟΡΤΥΧοναρτυχϲϳ‐‑‒–—―−‘’‚‛“”„‟′″˗ǀ∕⁄∶ꓸ٫٠۰ߊ'].map((c) => c.codePointAt(0)!),
);

interface Info {
  category: string;
  script: string;
  scriptExtensions: string[];
  flags: string[];
}

const cache = new Map<number, Info>();

function info(cp: number, ch: string): Info {
  let hit = cache.get(cp);
  if (hit) return hit;
  let category = 'Cn';
  for (const [group, subs] of GROUPS)
    if (group.test(ch)) {
      category = subs.find((s) => SUB.get(s)!.test(ch)) ?? 'Cn';
      break;
    }
  const script = SC.find(([, re]) => re.test(ch))?.[0] ?? (category === 'Cn' || category === 'Cs' || category === 'Co' ? 'Unknown' : 'Other');
  const scriptExtensions = SCX.filter(([, re]) => re.test(ch)).map(([s]) => s);
  const flags: string[] = [];
  if (EMOJI.test(ch)) flags.push('emoji');
  if (WHITE.test(ch)) flags.push('whitespace');
  if (INVISIBLE.test(ch)) flags.push('invisible');
  if (BIDI.has(cp)) flags.push('bidi-control');
  if (category === 'Cc') flags.push('control');
  if (CONFUSABLE.has(cp) || (cp >= 0xff01 && cp <= 0xff5e) || (cp > 0x7f && category === 'Zs')) flags.push('confusable');
  if (category.startsWith('M')) flags.push('combining');
  if (category === 'Co') flags.push('private-use');
  if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe) flags.push('noncharacter');
  else if (category === 'Cn') flags.push('unassigned');
  if (category === 'Cs') flags.push('lone-surrogate');
  hit = { category, script, scriptExtensions, flags };
  if (cache.size < 100_000) cache.set(cp, hit);
  return hit;
}

const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');

function utf8Bytes(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}

function describe(ch: string) {
  const cp = ch.codePointAt(0)!;
  const { category, script, scriptExtensions, flags } = info(cp, ch);
  const lone = category === 'Cs';
  const units: string[] = [];
  for (let i = 0; i < ch.length; i++) units.push(hex(ch.charCodeAt(i), 4));
  return {
    character: ch,
    codePoint: `U+${hex(cp, 4)}`,
    decimal: cp,
    utf8: lone ? null : utf8Bytes(cp).map((b) => hex(b, 2)).join(' '),
    utf16: units.join(' '),
    category,
    categoryName: CATEGORY_NAMES[category]!,
    script,
    scriptExtensions: [...scriptExtensions],
    flags: [...flags],
    htmlEntity: `&#x${hex(cp, 1)};`,
    jsEscape: cp > 0xffff ? `\\u{${hex(cp, 1)}}` : `\\u${hex(cp, 4)}`,
    urlEncoded: lone ? null : encodeURIComponent(ch),
  };
}

const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort((a, b) => b[1] - a[1]));
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

let segmenter: Intl.Segmenter | undefined;

export default defineTool(definition, (params) => {
  const text = params.text;
  const max = params.maxCharacters;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const characters: ReturnType<typeof listCluster>[] = [];
  const categories = new Map<string, number>();
  const scripts = new Map<string, number>();
  const flags = new Map<string, number>();
  let graphemes = 0;
  let codePoints = 0;
  let utf8 = 0;
  let offset = 0;
  for (const chunk of graphemeChunks(text)) {
    for (const { segment, index } of segmenter.segment(chunk)) {
      graphemes++;
      if (characters.length < max) characters.push(listCluster(segment, offset + index));
    }
    for (const ch of chunk) {
      const cp = ch.codePointAt(0)!;
      const i = info(cp, ch);
      codePoints++;
      utf8 += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      bump(categories, i.category);
      bump(scripts, i.script);
      for (const f of i.flags) bump(flags, f);
    }
    offset += chunk.length;
  }
  return success({
    characters,
    truncated: graphemes > characters.length,
    graphemes,
    codePoints,
    codeUnits: text.length,
    utf8Bytes: utf8,
    categories: sorted(categories),
    scripts: sorted(scripts),
    flags: sorted(flags),
  });
});

function listCluster(segment: string, offset: number) {
  return { character: segment, offset, codePoints: Array.from(segment, describe) };
}
