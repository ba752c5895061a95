import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

interface Counts { dots: number; schemes: number; separators: number; atSigns: number }

// File extensions that look like a TLD in "report.pdf"; real TLDs (.zip, .mov, .sh…) are not listed on purpose.
const FILE_EXTENSIONS = new Set(
  'exe dll pdf txt doc docx docm xls xlsx xlsm ppt pptx csv log tmp bin dat iso img msi bat cmd ps1 psm1 vbs vbe js jse hta jar lnk scr sys ini cfg conf json xml yml yaml html htm php asp aspx jsp rb cpp java class png jpg jpeg gif bmp svg ico mp3 mp4 wav avi mkv rar gz tar tgz bz2 eml msg dmg pkg deb rpm apk rtf odt ods key pem crt cer der pfx p12 dmp evtx pcap pcapng'.split(' '),
);

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const TLD = '(?:\\p{L}{2,24}|xn--[a-z0-9-]{1,59})';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const BEFORE = '(?<![\\p{L}\\p{N}_.@-])';
const AFTER = '(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])';
const INDICATOR = new RegExp(
  [
    `(?<url>(?<![\\p{L}\\p{N}])(?<scheme>https?|ftps?|sftp|wss?)://(?<rest>[^\\s<>"'\`]+))`,
    `(?<email>(?<![\\p{L}\\p{N}._%+@-])[\\p{L}\\p{N}._%+-]+@(?:${LABEL}\\.)+${TLD}${AFTER})`,
    `(?<ip>(?<![\\p{N}.])(?:${OCTET}\\.){3}${OCTET}(?![\\p{N}]|\\.\\p{N}))`,
    `(?<domain>${BEFORE}(?:${LABEL}\\.)+${TLD}${AFTER})`,
  ].join('|'),
  'giu',
);

const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<' };

function defang(text: string, scope: string, dotStyle: string, separatorStyle: string) {
  const replaced: Counts = { dots: 0, schemes: 0, separators: 0, atSigns: 0 };
  const indicators = { urls: 0, domains: 0, ipAddresses: 0, emails: 0 };
  // a dot already inside brackets ([.] in a half-defanged URL) is left alone
  const dots = (s: string) => s.replace(/(?<![[({])\.(?![\])}])/g, () => (replaced.dots++, dotStyle));
  const result = text.replace(INDICATOR, (match, ...args) => {
    const g = args[args.length - 1] as Record<string, string | undefined>;
    if (g.url !== undefined) {
      // sentence punctuation and an unbalanced closing bracket are not part of the URL
      let end = g.rest!.length;
      const rest0 = g.rest!;
      const balance: Record<string, number> = {};
      for (const c of rest0) if ('()[]{}<>'.includes(c)) balance[c] = (balance[c] ?? 0) + 1;
      while (end > 0) {
        const c = rest0[end - 1]!;
        const open = PAIRS[c];
        if (open === undefined && !/[.,;:!?'"]/.test(c)) break;
        if (open !== undefined && (balance[open] ?? 0) >= balance[c]!) break;
        if (open !== undefined) balance[c]!--;
        end--;
      }
      const rest = rest0.slice(0, end);
      const tail = rest0.slice(end);
      const cut = rest.search(/[/?#]/);
      const authority = cut === -1 ? rest : rest.slice(0, cut);
      const path = cut === -1 ? '' : rest.slice(cut);
      const scheme = g.scheme!.replace(/tt|t(?=p)/i, (t) => 'x'.repeat(t.length));
      if (scheme !== g.scheme) replaced.schemes++;
      if (separatorStyle !== '://') replaced.separators++;
      indicators.urls++;
      return `${scheme}${separatorStyle}${dots(authority)}${path}${tail}`;
    }
    if (g.email !== undefined) {
      const at = match.lastIndexOf('@');
      indicators.emails++;
      replaced.atSigns++;
      return `${match.slice(0, at)}[@]${dots(match.slice(at + 1))}`;
    }
    if (g.ip !== undefined) {
      indicators.ipAddresses++;
      return dots(match);
    }
    const tld = match.slice(match.lastIndexOf('.') + 1).toLowerCase();
    if (scope !== 'all' || FILE_EXTENSIONS.has(tld)) return match;
    indicators.domains++;
    return dots(match);
  });
  return { result, replaced, indicators };
}

const REFANG: Array<[keyof Counts, RegExp, (m: string, ...g: string[]) => string]> = [
  ['schemes', /(?<![\p{L}\p{N}])(h[x*]{2}p|f[x*]p)(s?)(?=\s*[[({]?:)/giu, (_m, s, tls) => `${/^h/i.test(s) ? 'http' : 'ftp'}${tls}`],
  ['separators', /[[({]:\/\/[\])}]|[[({]:[\])}]|[[({]\/[\])}]/g, (m) => m.slice(1, -1)],
  // one optional space each side ([dot] is often written between spaces); unbounded \s* would be quadratic
  ['dots', /[ \t]?[[({]dot[\])}][ \t]?|[[({]\.[\])}]/gi, () => '.'],
  ['atSigns', /[ \t]?[[({](?:@|at)[\])}][ \t]?/gi, () => '@'],
];

function refang(text: string) {
  const replaced: Counts = { dots: 0, schemes: 0, separators: 0, atSigns: 0 };
  let result = text;
  for (const [kind, pattern, replace] of REFANG)
    result = result.replace(pattern, (...args: string[]) => {
      replaced[kind]++;
      return replace(args[0]!, ...args.slice(1));
    });
  return { result, replaced };
}

const total = (c: Counts) => c.dots + c.schemes + c.separators + c.atSigns;

export default defineTool(definition, (params) => {
  const text = params.text;
  if (params.mode === 'refang') {
    const { result, replaced } = refang(text);
    return success({ result, mode: 'refang', replacements: replaced, totalReplacements: total(replaced) });
  }
  const { result, replaced, indicators } = defang(text, params.scope, params.dotStyle, params.separatorStyle);
  return success({ result, mode: 'defang', replacements: replaced, totalReplacements: total(replaced), indicators });
});
