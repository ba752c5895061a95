import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { describeChar } from '../../_shared/base64-text.js';
import { domainToUnicode, punycodeDecode } from '../../_shared/idn.js';
import definition from './definition.js';

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let d = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

const digitChar = (d: number): string => String.fromCharCode(d < 26 ? d + 97 : d + 22);

/** RFC 3492 §6.3 encoding of a whole string (case of basic code points kept). */
export function punycodeEncode(input: string): string {
  const codePoints = Array.from(input, (c) => c.codePointAt(0)!);
  let output = '';
  for (const c of codePoints) if (c < 0x80) output += String.fromCharCode(c);
  const b = output.length;
  let h = b;
  if (b > 0) output += '-';
  let n = 128;
  let delta = 0;
  let bias = 72;
  while (h < codePoints.length) {
    let m = Infinity;
    for (const c of codePoints) if (c >= n && c < m) m = c;
    delta += (m - n) * (h + 1);
    n = m;
    for (const c of codePoints) {
      if (c < n) delta++;
      if (c === n) {
        let q = delta;
        for (let k = BASE; ; k += BASE) {
          const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
          if (q < t) break;
          output += digitChar(t + ((q - t) % (BASE - t)));
          q = Math.floor((q - t) / (BASE - t));
        }
        output += digitChar(q);
        bias = adapt(delta, h + 1, h === b);
        delta = 0;
        h++;
      }
    }
    delta++;
    n++;
  }
  return output;
}

function urlAccepts(label: string): boolean {
  try {
    return new URL(`http://${label}.example/`).hostname === `${label}.example`;
  } catch {
    return false;
  }
}

function urlParses(label: string): boolean {
  try {
    new URL(`http://${label}.example/`);
    return true;
  } catch {
    return false;
  }
}

type Label = { ascii: string; unicode: string; valid: boolean; problem?: string };

function labelProblem(ascii: string, unicode: string, isLast: boolean): string | undefined {
  if (ascii === '') return isLast ? undefined : 'empty label (two dots in a row, or a leading dot)';
  if (ascii.length > 63) return `${ascii.length} characters in ASCII form; a DNS label allows at most 63`;
  const bad = /[^a-z0-9-]/.exec(ascii);
  if (bad) return `${describeChar(bad[0])} at position ${bad.index + 1} is not allowed in a host name (only letters, digits and hyphens)`;
  if (ascii.startsWith('-') || ascii.endsWith('-')) return 'a label cannot start or end with a hyphen';
  if (ascii.startsWith('xn--')) {
    if (unicode === ascii) return `'${ascii}' is not valid Punycode after xn--`;
    if (!urlAccepts(ascii)) return `'${ascii}' decodes to '${unicode}', which IDNA does not allow (not the canonical encoding, or disallowed characters)`;
  } else if (ascii.slice(2, 4) === '--') return `hyphens in the 3rd and 4th position are reserved for encodings like xn--`;
  return undefined;
}

function report(asciiDomain: string): { labels: Label[]; problems: string[] } {
  const parts = asciiDomain.split('.');
  const problems: string[] = [];
  const labels = parts.map((ascii, i): Label => {
    const unicode = domainToUnicode(ascii);
    const problem = labelProblem(ascii, unicode, i === parts.length - 1 && i > 0);
    if (problem !== undefined) problems.push(`label ${i + 1} ('${unicode}'): ${problem}`);
    return problem === undefined ? { ascii, unicode, valid: true } : { ascii, unicode, valid: false, problem };
  });
  if (parts.length > 0 && parts[parts.length - 1] === '' && parts.length > 1) labels.pop();
  const length = asciiDomain.replace(/\.$/, '').length;
  if (length > 253) problems.push(`the domain is ${length} characters in ASCII form; DNS allows at most 253`);
  return { labels, problems };
}

/** The WHATWG URL host parser's ASCII form of a domain, or an explanation. */
function toAscii(domain: string): { ok: true; ascii: string } | { ok: false; message: string } {
  const forbidden = /[\s/\\?#@:[\]%<>^|]/.exec(domain);
  if (forbidden) {
    const hint = domain.includes('://') ? ' (pass only the host name, not a URL)' : '';
    return { ok: false, message: `${describeChar(forbidden[0])} at position ${[...domain.slice(0, forbidden.index)].length + 1} cannot appear in a domain name${hint}` };
  }
  try {
    const ascii = new URL(`http://${domain}/`).hostname;
    if (/^\d+\.\d+\.\d+\.\d+$/.test(ascii)) return { ok: false, message: `'${domain}' is read as the IPv4 address ${ascii}, not a domain name` };
    return { ok: true, ascii };
  } catch {
    // find the label that is refused
    const labels = domain.split(/[.\u3002\uFF0E\uFF61]/);
    for (let i = 0; i < labels.length; i++) {
      const label = labels[i]!;
      if (label === '') continue;
      try {
        new URL(`http://${label}.example/`);
      } catch {
        if (/^xn--/i.test(label)) return { ok: false, message: `label ${i + 1} '${label}' cannot be converted to ASCII (it is not valid Punycode or decodes to a disallowed name)` };
        const chars = [...label];
        const bad = chars.findIndex((ch) => !urlParses(`a${ch}a`));
        const which = bad >= 0 ? `: ${describeChar(chars[bad]!)} at position ${bad + 1} of the label is disallowed by UTS #46` : ' (UTS #46 disallows it)';
        return { ok: false, message: `label ${i + 1} '${label}' cannot be converted to ASCII${which}` };
      }
    }
    if (/^[\d.]+$|\.(\d+|0x[\da-f]+)\.?$/i.test(domain)) return { ok: false, message: `'${domain}' ends in a number, so it is read as an IPv4 address, and it is not a valid one` };
    return { ok: false, message: `'${domain}' is not a valid domain name` };
  }
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const mode = params.mode;
  if (mode === 'punycodeEncode') return success({ result: punycodeEncode(text), valid: true });
  if (mode === 'punycodeDecode') {
    const bad = /[^A-Za-z0-9-]/.exec(text.slice(text.lastIndexOf('-') + 1));
    if (bad) {
      const index = text.lastIndexOf('-') + 1 + bad.index;
      return failure('INVALID_INPUT', `Invalid Punycode: ${describeChar(bad[0])} at position ${[...text.slice(0, index)].length + 1} is not a Punycode digit (a-z, 0-9 after the last '-')`);
    }
    const nonAscii = /[^\x00-\x7f]/.exec(text);
    if (nonAscii) return failure('INVALID_INPUT', `Invalid Punycode: ${describeChar(nonAscii[0])} at position ${nonAscii.index + 1} is not ASCII; Punycode is all ASCII`);
    const decoded = punycodeDecode(text);
    if (decoded === undefined)
      return failure('INVALID_INPUT', `Invalid Punycode: '${text.length > 40 ? `${text.slice(0, 40)}…` : text}' is truncated or decodes to a code point out of range`);
    return success({ result: decoded, valid: true });
  }
  const at = text.lastIndexOf('@');
  const local = at >= 0 ? text.slice(0, at + 1) : '';
  const domain = at >= 0 ? text.slice(at + 1) : text;
  if (domain === '') return failure('INVALID_INPUT', at >= 0 ? `Nothing after '@' at position ${[...text].length}: the email has no domain` : 'The domain is empty');
  const warnings: string[] = [];
  if (mode === 'toUnicode') {
    const converted = toAscii(domain);
    const ascii = converted.ok ? converted.ascii : domain.toLowerCase();
    const { labels, problems } = report(ascii);
    return success({ result: local + domainToUnicode(ascii), valid: problems.length === 0, labels, problems });
  }
  const converted = toAscii(domain);
  if (!converted.ok) return failure('INVALID_INPUT', `Invalid domain: ${converted.message}`);
  if (/[^\x00-\x7f]/.test(local))
    warnings.push(`The local part '${local.slice(0, -1)}' is not ASCII; only the domain can be converted, and such addresses need mail servers with SMTPUTF8 (RFC 6531).`);
  const { labels, problems } = report(converted.ascii);
  return withWarnings(success({ result: local + converted.ascii, valid: problems.length === 0, labels, problems }), warnings);
});
