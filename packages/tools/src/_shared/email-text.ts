/**
 * E-mail addresses in free text (logs, documents), for the tools that find or mask them.
 * The addr-spec of RFC 5322 §3.4.1 with RFC 6531's UTF-8: a dot-atom local part of atext
 * (letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~, plus any letter, mark or digit
 * of any script, so Devanagari vowel signs count) or a quoted string (" "@example.org), then
 * a domain of LDH labels in any script or an address literal ([192.0.2.1], [IPv6:…]).
 *
 * Bounded quantifiers and one character class per part keep every pattern linear; the
 * dot-atom rules (no leading, trailing or doubled dot) and the 64-octet limit of RFC 5321
 * are checked on the candidate.
 */

const ATEXT = "\\p{L}\\p{M}\\p{N}!#$%&'*+\\-/=?^_`{|}~";
/** atext that may not open an address in running text: quotes, braces and the slashes of scheme:// belong to the text. */
const NOT_FIRST = "'`{|}/";
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const TLD = '(?:\\p{L}[\\p{L}\\p{M}]{1,62}|xn--[a-z0-9-]{1,59})';
const LITERAL = '\\[(?:(?:\\d{1,3}\\.){3}\\d{1,3}|IPv6:[0-9A-Fa-f:.]{2,45})\\]';
/** Not followed by more of a domain (a longer label, another label, a second @). */
const DOMAIN_END = '(?![\\p{L}\\p{M}\\p{N}_@-]|\\.[\\p{L}\\p{M}\\p{N}])';

/** Candidates: a dot-atom run or a quoted string, then @ and a domain. Check each with `emailAt`. */
export const EMAIL_CANDIDATE = new RegExp(
  `(?<![${ATEXT}.])(?:"(?:[^"\\\\\\r\\n]|\\\\[^\\r\\n]){0,62}"|[${ATEXT}.]{1,64})@(?:(?:${LABEL}\\.)+${TLD}|${LITERAL})${DOMAIN_END}`,
  'giu',
);

const UTF8 = new TextEncoder();
const FIRST_CHAR = new RegExp(`[${NOT_FIRST}.]`, 'u');
/**
 * key= (or a query string path?k=v&key=) written right before an address, as logs and URLs do
 * (email=user@example.com, /u?a=1&to=user@example.com): the address starts after it. An "="
 * after other atext stays in the address (user+mailbox/department=shipping@example.com, RFC 3696).
 */
const KEY_PREFIX = /^(?:[^?]*\?)?(?:[A-Za-z_][\w.-]*=[^&=]*&)*[A-Za-z_][\w.-]*=(?=[^=])/;

export interface EmailMatch {
  /** UTF-16 offset of the address in the text. */
  index: number;
  address: string;
}

/**
 * The address a candidate at `index` holds, or undefined: skips a key= prefix and leading
 * characters that cannot open an address (a quote before it), then applies the dot-atom and
 * length rules.
 */
export function emailAt(index: number, candidate: string): EmailMatch | undefined {
  let start = 0;
  if (!candidate.startsWith('"')) {
    start = KEY_PREFIX.exec(candidate)?.[0].length ?? 0;
    while (start < candidate.length && FIRST_CHAR.test(candidate[start]!)) start++;
  }
  const address = candidate.slice(start);
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  if (local === "" || UTF8.encode(local).length > 64) return undefined;
  if (!local.startsWith('"') && (local.endsWith('.') || local.includes('..'))) return undefined;
  return { index: index + start, address };
}

/** Every e-mail address in the text, in order. */
export function* findEmails(text: string): Generator<EmailMatch> {
  EMAIL_CANDIDATE.lastIndex = 0;
  for (let m = EMAIL_CANDIDATE.exec(text); m !== null; m = EMAIL_CANDIDATE.exec(text)) {
    const found = emailAt(m.index, m[0]);
    if (found) yield found;
  }
}
