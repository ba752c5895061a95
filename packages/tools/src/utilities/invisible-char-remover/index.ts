import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

type Type =
  | 'zero-width'
  | 'bom'
  | 'soft-hyphen'
  | 'bidi'
  | 'tag'
  | 'format'
  | 'filler'
  | 'variation-selector'
  | 'space'
  | 'line-separator'
  | 'control';
type Action = 'removed' | 'replaced' | 'kept';

const NAMES: Record<number, string> = {
  0x00a0: 'NO-BREAK SPACE',
  0x00ad: 'SOFT HYPHEN',
  0x0085: 'NEXT LINE (NEL)',
  0x034f: 'COMBINING GRAPHEME JOINER',
  0x061c: 'ARABIC LETTER MARK',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x1680: 'OGHAM SPACE MARK',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x2000: 'EN QUAD',
  0x2001: 'EM QUAD',
  0x2002: 'EN SPACE',
  0x2003: 'EM SPACE',
  0x2004: 'THREE-PER-EM SPACE',
  0x2005: 'FOUR-PER-EM SPACE',
  0x2006: 'SIX-PER-EM SPACE',
  0x2007: 'FIGURE SPACE',
  0x2008: 'PUNCTUATION SPACE',
  0x2009: 'THIN SPACE',
  0x200a: 'HAIR SPACE',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x202f: 'NARROW NO-BREAK SPACE',
  0x205f: 'MEDIUM MATHEMATICAL SPACE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x3000: 'IDEOGRAPHIC SPACE',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE (BYTE ORDER MARK)',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
  0xfff9: 'INTERLINEAR ANNOTATION ANCHOR',
  0xfffa: 'INTERLINEAR ANNOTATION SEPARATOR',
  0xfffb: 'INTERLINEAR ANNOTATION TERMINATOR',
  0xe0001: 'LANGUAGE TAG',
  0xe007f: 'CANCEL TAG',
};
const C0 = 'NUL SOH STX ETX EOT ENQ ACK BEL BS HT LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US'.split(' ');

function nameOf(cp: number, type: Type): string {
  const known = NAMES[cp];
  if (known) return known;
  if (cp < 0x20) return `<control> ${C0[cp]}`;
  if (cp === 0x7f) return '<control> DEL';
  if (cp >= 0x80 && cp <= 0x9f) return '<control> C1';
  if (cp >= 0xe0020 && cp <= 0xe007e) return `TAG ${cp === 0xe0020 ? 'SPACE' : `'${String.fromCharCode(cp - 0xe0000)}'`}`;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return `VARIATION SELECTOR-${cp - 0xfe00 + 1}`;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return `VARIATION SELECTOR-${cp - 0xe0100 + 17}`;
  return type === 'format' ? '<format character>' : '<invisible character>';
}

/** Format characters that print a visible sign (Arabic number signs and the like): never invisible. */
const VISIBLE_FORMAT = /[\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}]/u;
const FORMAT = /\p{Cf}/u;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Candidates: everything the tool may report, plus line breaks (to track lines). */
const CANDIDATE =
  /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\xa0\xad\u034f\u115f\u1160\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e01ef}\p{Cf}\n\r]/gu;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_BEFORE_ZWJ = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f\u20e3]/u;
const LETTER = /[\p{L}\p{M}]/u;
const NO_JOINERS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]/u;

function classify(cp: number, prev: string): Type | undefined {
  if (cp === 0x0a || cp === 0x0d || cp === 0x09) return undefined;
  if (cp === 0x85 || cp === 0x2028 || cp === 0x2029) return 'line-separator';
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return 'control';
  if (cp === 0xa0 || cp === 0x1680 || (cp >= 0x2000 && cp <= 0x200a) || cp === 0x202f || cp === 0x205f || cp === 0x3000) return 'space';
  if (cp === 0xfeff) return 'bom';
  if (cp === 0xad) return 'soft-hyphen';
  if (cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x2060 || cp === 0x034f) return 'zero-width';
  if (BIDI.test(String.fromCodePoint(cp))) return 'bidi';
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if (cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0) return 'filler';
  if ((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)) {
    // a variation selector after a character selects its glyph; a stray one hides data
    const p = prev.codePointAt(0);
    return p === undefined || /[\s\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u.test(prev) || classify(p, '') ? 'variation-selector' : undefined;
  }
  const ch = String.fromCodePoint(cp);
  if (FORMAT.test(ch) && !VISIBLE_FORMAT.test(ch)) return 'format';
  return undefined;
}

interface Finding {
  codePoint: string;
  name: string;
  type: Type;
  line: number;
  column: number;
  action: Action;
}

/** The code point before a UTF-16 offset, as a string ('' at the start). */
function charBefore(text: string, offset: number): string {
  if (offset === 0) return '';
  const low = text.charCodeAt(offset - 1);
  if (low >= 0xdc00 && low <= 0xdfff && offset >= 2) {
    const high = text.charCodeAt(offset - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(offset - 2, offset);
  }
  return text[offset - 1]!;
}

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
const OPENERS: Record<number, 'E' | 'I'> = { 0x202a: 'E', 0x202b: 'E', 0x202d: 'E', 0x202e: 'E', 0x2066: 'I', 0x2067: 'I', 0x2068: 'I' };

export default defineTool(definition, (params) => {
  const text = params.text;
  const remove = params.remove;
  const replaceSpaces = params.replaceSpaces;
  const keepJoiners = params.keepJoiners;
  const keepBidi = params.keepBidiControls;
  const maxFindings = params.maxFindings;

  const parts: string[] = [];
  let copied = 0; // text[0, copied) is in parts
  const findings: Finding[] = [];
  const summary = new Map<number, { codePoint: string; name: string; type: Type; count: number; action: Action }>();
  let findingCount = 0;
  let removedCount = 0;
  let replacedCount = 0;
  let keptCount = 0;
  let joinersKept = 0;
  let trojanSourceRisk = false;
  const unbalancedBidiLines: number[] = [];
  let bidiStack: ('E' | 'I')[] = [];
  let hiddenTagText = '';

  let line = 1;
  let lineStart = 0; // offset of the current line
  let columnAt = 0; // offset where `column` was last counted
  let column = 1;
  let skipTagsUntil = -1; // end offset of an emoji tag sequence kept whole

  const endLine = () => {
    if (bidiStack.length > 0 && unbalancedBidiLines.length < 100) unbalancedBidiLines.push(line);
    bidiStack = [];
  };

  for (const match of text.matchAll(CANDIDATE)) {
    const offset = match.index;
    const ch = match[0];
    const cp = ch.codePointAt(0)!;
    if (cp === 0x0a || cp === 0x0d) {
      if (cp === 0x0d && text.charCodeAt(offset + 1) === 0x0a) continue; // CRLF ends the line at the LF
      endLine();
      line++;
      lineStart = columnAt = offset + 1;
      column = 1;
      continue;
    }
    const prev = charBefore(text, offset);
    const type = classify(cp, prev);
    if (!type) continue;

    if (keepJoiners) {
      const next = text.codePointAt(offset + ch.length);
      const nextCh = next === undefined ? '' : String.fromCodePoint(next);
      if (cp === 0x200d && EMOJI_BEFORE_ZWJ.test(prev) && PICTOGRAPHIC.test(nextCh)) {
        joinersKept++;
        continue;
      }
      if ((cp === 0x200c || cp === 0x200d) && LETTER.test(prev) && LETTER.test(nextCh) && !NO_JOINERS.test(prev) && !NO_JOINERS.test(nextCh)) {
        joinersKept++;
        continue;
      }
      if (type === 'tag') {
        if (offset < skipTagsUntil) {
          joinersKept++;
          continue;
        }
        // an emoji tag sequence: 🏴 + tag letters/digits + CANCEL TAG (subdivision flags such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿)
        if (prev === '\u{1f3f4}') {
          const run = /^(?:[\u{e0020}-\u{e007e}])+\u{e007f}/u.exec(text.slice(offset, offset + 2 * 40));
          if (run) {
            skipTagsUntil = offset + run[0].length;
            joinersKept++;
            continue;
          }
        }
      }
    }

    if (type === 'bidi') {
      const opener = OPENERS[cp];
      if (opener) {
        trojanSourceRisk = true;
        bidiStack.push(opener);
      } else if (cp === 0x202c) {
        trojanSourceRisk = true;
        if (bidiStack[bidiStack.length - 1] === 'E') bidiStack.pop();
      } else if (cp === 0x2069) {
        trojanSourceRisk = true;
        const isolate = bidiStack.lastIndexOf('I');
        if (isolate !== -1) bidiStack.length = isolate;
      }
    }
    if (type === 'tag' && cp >= 0xe0020 && cp <= 0xe007e && hiddenTagText.length < 10_000) hiddenTagText += String.fromCharCode(cp - 0xe0000);

    let action: Action;
    let replacement = '';
    if (!remove || (type === 'bidi' && keepBidi) || ((type === 'space' || type === 'line-separator') && !replaceSpaces)) action = 'kept';
    else if (type === 'space' || type === 'line-separator') {
      action = 'replaced';
      replacement = type === 'space' ? ' ' : '\n';
    } else action = 'removed';

    findingCount++;
    if (action === 'kept') keptCount++;
    else {
      if (action === 'replaced') replacedCount++;
      else removedCount++;
      parts.push(text.slice(copied, offset), replacement);
      copied = offset + ch.length;
    }
    const entry = summary.get(cp);
    if (entry) entry.count++;
    else summary.set(cp, { codePoint: hex(cp), name: nameOf(cp, type), type, count: 1, action });
    if (findings.length < maxFindings) {
      // columns count code points from the line start, incrementally
      for (let i = columnAt; i < offset; i++) {
        const c = text.charCodeAt(i);
        const p = text.charCodeAt(i - 1);
        if (!(c >= 0xdc00 && c <= 0xdfff && i > lineStart && p >= 0xd800 && p <= 0xdbff)) column++;
      }
      columnAt = offset;
      findings.push({ codePoint: hex(cp), name: nameOf(cp, type), type, line, column, action });
    }
    // a paragraph separator ends bidi embeddings (it does not count as a line break for line numbers)
    if (cp === 0x2029) bidiStack = [];
  }
  endLine();
  parts.push(text.slice(copied));

  return success({
    cleaned: copied === 0 ? text : parts.join(''),
    findingCount,
    removedCount,
    replacedCount,
    keptCount,
    joinersKept,
    summary: [...summary.values()].sort((a, b) => b.count - a.count),
    findings,
    findingsTruncated: findingCount > findings.length,
    trojanSourceRisk,
    unbalancedBidiLines,
    hiddenTagText,
  });
});
