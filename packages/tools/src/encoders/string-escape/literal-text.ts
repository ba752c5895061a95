/** What escaping and unescaping share: the languages, the positioned error, and character helpers. */
import { describeChar, describePosition } from '../../_shared/base64-text.js';

export type Language = 'javascript' | 'json' | 'java' | 'c' | 'python' | 'go' | 'sql' | 'mysql' | 'shell' | 'regex' | 'csv' | 'xml';

/** Thrown with the index (UTF-16, in the original input) where the problem is. */
export class LiteralError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

export function isSurrogate(cp: number): boolean {
  return cp >= 0xd800 && cp <= 0xdfff;
}

export function hex(n: number, width: number, upper: boolean): string {
  const h = n.toString(16).padStart(width, '0');
  return upper ? h.toUpperCase() : h;
}

export function where(text: string, index: number): string {
  return describePosition(text, index);
}

export function charAt(text: string, index: number): string {
  return describeChar(String.fromCodePoint(text.codePointAt(index)!));
}

export function noSurrogates(text: string, language: string): void {
  const m = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  if (m) throw new LiteralError(m.index, `the lone surrogate ${describeChar(m[0])} ${where(text, m.index)} is not a character and cannot be written in a ${language} (UTF-8) string`);
}

/** JSON's short escapes by code point (also named in JSON unescaping errors). */
export const JSON_SHORT: Record<number, string> = { 0x22: '\\"', 0x5c: '\\\\', 0x08: '\\b', 0x0c: '\\f', 0x0a: '\\n', 0x0d: '\\r', 0x09: '\\t' };
