// The cases of bench/kernels.mjs: each runs one tool through execute() and, on the same input,
// the Node built-in or reference library that does the same work, called directly.
import { createHash, createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { csvText, editedText, jsonText, logText, markupText, repeatedLines, xmlText, yamlText } from './kernels-inputs.mjs';

const require = createRequire(import.meta.url);
/** A library as the tools resolve it; a CommonJS one's exports merged into its namespace. */
async function lib(name) {
  const m = await import(require.resolve(name, { paths: [new URL('../packages/tools', import.meta.url).pathname] }));
  return m.default && typeof m.default === 'object' ? { ...m.default, ...m } : m;
}

const utf8 = (s) => Buffer.from(s, 'utf8');
const lines = (s) => s.split('\n');

/**
 * id: row name; tool: the tool id; input(bytes) builds the input (a string, or an object of
 * strings whose UTF-8 sizes add up); params(input) the tool's parameters; baseline(input, ctx)
 * the reference work (ctx from setup()); same(data, baselineOutput) checks both agree where
 * they must.
 */
export const CASES = [
  {
    id: 'json-formatter',
    tool: 'json-formatter',
    input: (n) => jsonText(n),
    params: (json) => ({ json, indent: '2' }),
    baseline: (json) => JSON.stringify(JSON.parse(json), null, 2),
    note: 'JSON.parse + JSON.stringify(…, 2) (loses the big integers the tool keeps)',
  },
  {
    id: 'json-minifier',
    tool: 'json-minifier',
    input: (n) => jsonText(n, 3, 2),
    params: (json) => ({ json }),
    baseline: (json) => JSON.stringify(JSON.parse(json)),
    note: 'JSON.parse + JSON.stringify',
  },
  {
    id: 'hex-encoder encode',
    tool: 'hex-encoder',
    input: (n) => logText(n),
    params: (text) => ({ text }),
    baseline: (text) => utf8(text).toString('hex'),
    same: (d, b) => d.result === b,
    note: "Buffer#toString('hex')",
  },
  {
    id: 'hex-encoder decode',
    tool: 'hex-encoder',
    input: (n) => utf8(logText(n / 2)).toString('hex'),
    params: (text) => ({ text, mode: 'decode' }),
    baseline: (hex) => Buffer.from(hex, 'hex').toString('utf8'),
    same: (d, b) => d.result === b,
    note: "Buffer.from(hex, 'hex') + toString('utf8')",
  },
  {
    id: 'base64-encoder encode',
    tool: 'base64-encoder',
    input: (n) => logText(n),
    params: (text) => ({ text }),
    baseline: (text) => utf8(text).toString('base64'),
    same: (d, b) => d.result === b,
    note: "Buffer#toString('base64')",
  },
  {
    id: 'base64-encoder decode',
    tool: 'base64-encoder',
    input: (n) => utf8(logText((n * 3) / 4)).toString('base64'),
    params: (text) => ({ text, mode: 'decode' }),
    baseline: (b64) => Buffer.from(b64, 'base64').toString('utf8'),
    same: (d, b) => d.result === b,
    note: "Buffer.from(b64, 'base64') + toString('utf8')",
  },
  ...['sha256', 'sha1', 'md5'].map((algorithm) => ({
    id: `hash-generator ${algorithm}`,
    tool: 'hash-generator',
    input: (n) => logText(n),
    params: (input) => ({ input, algorithm }),
    baseline: (text) => createHash(algorithm).update(text, 'utf8').digest('hex'),
    same: (d, b) => d.digest === b,
    note: `crypto.createHash('${algorithm}')`,
  })),
  {
    id: 'hmac-generator sha256',
    tool: 'hmac-generator',
    input: (n) => logText(n),
    params: (message) => ({ message, key: 'secret key', algorithm: 'sha256' }),
    baseline: (text) => createHmac('sha256', 'secret key').update(text, 'utf8').digest('hex'),
    same: (d, b) => d.hmac === b,
    note: "crypto.createHmac('sha256')",
  },
  {
    id: 'checksum-calculator crc32',
    tool: 'checksum-calculator',
    input: (n) => logText(n),
    params: (input) => ({ input, algorithm: 'crc32' }),
    baseline: (text) => zlib.crc32(text).toString(16).padStart(8, '0'),
    same: (d, b) => d.checksum === b,
    note: 'zlib.crc32',
  },
  {
    id: 'url-encoder encode',
    tool: 'url-encoder',
    input: (n) => markupText(n),
    params: (text) => ({ text }),
    baseline: (text) => encodeURIComponent(text),
    same: (d, b) => d.result === b,
    note: 'encodeURIComponent',
  },
  {
    id: 'url-encoder decode',
    tool: 'url-encoder',
    input: (n) => encodeURIComponent(markupText(n / 1.5)),
    params: (text) => ({ text, mode: 'decode' }),
    baseline: (text) => decodeURIComponent(text),
    same: (d, b) => d.result === b,
    note: 'decodeURIComponent',
  },
  {
    id: 'html-entity-encoder',
    tool: 'html-entity-encoder',
    input: (n) => markupText(n),
    params: (text) => ({ text }),
    setup: async () => ({ entities: await lib('entities') }),
    baseline: (text, { entities }) => entities.escapeUTF8(text),
    same: (d, b) => d.result === b,
    note: 'entities.escapeUTF8 (the reference library; the tool used it before)',
  },
  {
    id: 'base32-encoder',
    tool: 'base32-encoder',
    input: (n) => logText(n),
    params: (text) => ({ text }),
    setup: async () => ({ scure: await import('@scure/base') }),
    baseline: (text, { scure }) => scure.base32.encode(utf8(text)),
    same: (d, b) => d.result === b,
    note: '@scure/base base32.encode',
  },
  {
    id: 'gzip-compressor',
    tool: 'gzip-compressor',
    input: (n) => logText(n),
    params: (input) => ({ input, level: 6 }),
    baseline: (text) => zlib.gzipSync(utf8(text), { level: 6 }).toString('base64'),
    note: "zlib.gzipSync level 6 + toString('base64')",
  },
  {
    id: 'yaml-formatter',
    tool: 'yaml-formatter',
    input: (n) => yamlText(n),
    params: (yaml) => ({ yaml }),
    setup: async () => ({ YAML: await lib('yaml') }),
    baseline: (text, { YAML }) => YAML.parseDocument(text).toString(),
    note: 'yaml: parseDocument + toString (the library the tool uses)',
  },
  {
    id: 'csv-formatter',
    tool: 'csv-formatter',
    input: (n) => csvText(n),
    params: (csv) => ({ csv }),
    setup: async () => ({ Papa: (await lib('papaparse')).default }),
    baseline: (text, { Papa }) => Papa.unparse(Papa.parse(text, { skipEmptyLines: true }).data),
    note: 'papaparse parse + unparse',
  },
  {
    id: 'xml-formatter',
    tool: 'xml-formatter',
    input: (n) => xmlText(n),
    params: (xml) => ({ xml }),
    setup: async () => {
      const { XMLParser, XMLBuilder } = await lib('fast-xml-parser');
      const options = { preserveOrder: true, ignoreAttributes: false, commentPropName: '#comment', format: true, indentBy: '  ', suppressEmptyNode: true };
      return { parser: new XMLParser(options), builder: new XMLBuilder(options) };
    },
    baseline: (text, { parser, builder }) => builder.build(parser.parse(text)),
    note: 'fast-xml-parser parse + XMLBuilder (format)',
  },
  {
    id: 'case-converter snake',
    tool: 'case-converter',
    input: (n) => logText(n),
    params: (text) => ({ text, target: 'snake' }),
    setup: async () => ({ changeCase: await lib('change-case') }),
    baseline: (text, { changeCase }) => lines(text).map((l) => changeCase.snakeCase(l)).join('\n'),
    note: 'change-case snakeCase per line (the library the tool uses)',
  },
  {
    id: 'case-converter upper',
    tool: 'case-converter',
    input: (n) => logText(n),
    params: (text) => ({ text, target: 'upper' }),
    baseline: (text) => text.toUpperCase(),
    same: (d, b) => d.result === b,
    note: 'String#toUpperCase',
  },
  {
    id: 'sort-lines',
    tool: 'sort-lines',
    input: (n) => repeatedLines(n),
    params: (text) => ({ text }),
    baseline: (text) => {
      const all = lines(text);
      all.pop();
      return all.sort(new Intl.Collator('en', { usage: 'sort', sensitivity: 'accent' }).compare).join('\n') + '\n';
    },
    same: (d, b) => d.sorted === b,
    note: "split + sort(Intl.Collator('en').compare) + join",
  },
  {
    id: 'remove-duplicate-lines',
    tool: 'remove-duplicate-lines',
    input: (n) => repeatedLines(n),
    params: (text) => ({ text }),
    baseline: (text) => [...new Set(lines(text))].join('\n'),
    note: 'split + Set + join',
  },
  {
    id: 'text-diff',
    tool: 'text-diff',
    input: (n) => {
      const original = logText(n / 2);
      return { original, modified: editedText(original) };
    },
    params: (pair) => pair,
    setup: async () => ({ diff: await lib('diff') }),
    baseline: ({ original, modified }, { diff }) => [diff.diffLines(original, modified), diff.createTwoFilesPatch('original', 'modified', original, modified)],
    note: 'jsdiff diffLines + createTwoFilesPatch (the same two outputs)',
  },
];
