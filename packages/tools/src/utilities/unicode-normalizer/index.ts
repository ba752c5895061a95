import { defineTool, success, utf8Encode } from '@ctp/core';
import definition from './definition.js';

type Form = 'NFC' | 'NFD' | 'NFKC' | 'NFKD';
const FORMS: Form[] = ['NFC', 'NFD', 'NFKC', 'NFKD'];

/**
 * A base character with what may combine with it: combining marks, and the
 * Hangul vowel and trailing jamo that NFC composes into syllables (a line
 * feed stands alone, so marks after it do not hide the line break). Each such
 * cluster normalizes on its own (checked below), so changes can be located.
 */
const CLUSTER = /\n|[^\n\p{M}\u1160-\u11ff\ud7b0-\ud7ff][\p{M}\u1160-\u11ff\ud7b0-\ud7ff]*|[\p{M}\u1160-\u11ff\ud7b0-\ud7ff]+/gsu;

const hex = (s: string) => Array.from(s, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

function codePointCount(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

interface Change {
  line: number;
  column: number;
  original: string;
  originalCodePoints: string;
  normalized: string;
  normalizedCodePoints: string;
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const form = params.form;
  const maxChanges = params.maxChanges;
  const normalizedForms = Object.fromEntries(FORMS.map((f) => [f, text.normalize(f)])) as Record<Form, string>;
  const normalized = normalizedForms[form];

  const changes: Change[] = [];
  let changeCount = 0;
  if (normalized !== text) {
    let line = 1;
    let column = 1;
    let rebuilt = '';
    for (const match of text.matchAll(CLUSTER)) {
      const cluster = match[0];
      const result = cluster.normalize(form);
      rebuilt += result;
      if (result !== cluster) {
        changeCount++;
        if (changes.length < maxChanges)
          changes.push({ line, column, original: cluster, originalCodePoints: hex(cluster), normalized: result, normalizedCodePoints: hex(result) });
      }
      if (cluster === '\n') {
        line++;
        column = 1;
      } else column += codePointCount(cluster);
    }
    // clusters normalize independently for every known character; should Unicode ever add an exception,
    // still report the change, as one change covering the whole text
    if (rebuilt !== normalized) {
      changeCount = 1;
      changes.length = 0;
      if (maxChanges > 0)
        changes.push({ line: 1, column: 1, original: text.slice(0, 200), originalCodePoints: hex(text.slice(0, 50)), normalized: normalized.slice(0, 200), normalizedCodePoints: hex(normalized.slice(0, 50)) });
    }
  }

  return success({
    normalized,
    form,
    changed: normalized !== text,
    alreadyNormalized: Object.fromEntries(FORMS.map((f) => [f, normalizedForms[f] === text])),
    codePointsBefore: codePointCount(text),
    codePointsAfter: codePointCount(normalized),
    utf8BytesBefore: utf8Encode(text).length,
    utf8BytesAfter: utf8Encode(normalized).length,
    changeCount,
    changes,
    changesTruncated: changeCount > changes.length,
  });
});
