import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

const esc = async (text: string, language: string, options: Record<string, unknown> = {}) =>
  (await runOk<{ result: string }>(tool, { text, language, mode: 'escape', ...options })).result;
const unesc = async (text: string, language: string) => (await runOk<{ result: string }>(tool, { text, language, mode: 'unescape' })).result;
const escError = (text: string, language: string, options: Record<string, unknown> = {}) => runError(tool, { text, language, mode: 'escape', ...options }, 'INVALID_INPUT');
const unescError = (text: string, language: string) => runError(tool, { text, language, mode: 'unescape' }, 'INVALID_INPUT');

const has = (command: string) => spawnSync(command, ['--version'], { encoding: 'utf8' }).status === 0;

/** Deterministic corpus of strings full of characters that need escaping somewhere. */
const POOL = [
  'a', 'Z', '0', '7', '9', ' ', '"', "'", '`', '\\', '$', '{', '}', '\n', '\r', '\t', '\b', '\f', '\v', '\0', '\x01', '\x1b', '\x1f', '\x7f',
  '\x80', '\x85', '\xa0', 'é', '€', '\u2028', '\u2029', '\u202e', '\u200b', '\ufeff', '😀', '𝄞', '中', '?', '=', '/', '*', '.', '(', ')',
  '[', ']', '|', '^', '+', '-', '#', '&', '<', '>', ';', '%', '_', '~', '!', ',', ':',
];
function corpus(count: number, exclude: RegExp = /$^/): string[] {
  const out: string[] = [];
  let seed = 12345;
  const next = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const pool = POOL.filter((c) => !exclude.test(c));
  for (let k = 0; k < count; k++) {
    let s = '';
    for (let n = next(12) + 1; n > 0; n--) s += pool[next(pool.length)];
    s += k % 3 === 0 ? '??=?' : '';
    out.push(s);
  }
  return out;
}

describe('string-escape', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, { text: '', mode: 'unescape' }, 'MISSING_REQUIRED');
  });

  it('escapes the unicode sample in every language, raw or ASCII-only', async () => {
    const raw = UNICODE_SAMPLE;
    const cases: Array<[string, string, string]> = [
      ['javascript', raw, '\\xC0\\uD83D\\uDE00\\u4E2D'],
      ['json', raw, '\\u00c0\\ud83d\\ude00\\u4e2d'],
      ['java', raw, '\\u00C0\\uD83D\\uDE00\\u4E2D'],
      ['c', raw, '\\303\\200\\360\\237\\230\\200\\344\\270\\255'],
      ['python', raw, '\\xc0\\U0001f600\\u4e2d'],
      ['go', raw, '\\u00c0\\U0001f600\\u4e2d'],
      ['xml', raw, '&#xC0;&#x1F600;&#x4E2D;'],
    ];
    for (const [language, plain, ascii] of cases) {
      expect(await esc(raw, language), language).toBe(plain);
      expect(await esc(raw, language, { asciiOnly: true }), language).toBe(ascii);
      expect(await unesc(ascii, language), language).toBe(raw);
    }
    expect(await esc(raw, 'javascript', { asciiOnly: true, codePointEscapes: true })).toBe('\\xC0\\u{1F600}\\u4E2D');
    expect(await esc(raw, 'sql')).toBe(`'${raw}'`);
    expect(await esc(raw, 'shell')).toBe(`'${raw}'`);
    expect(await esc(raw, 'regex')).toBe(raw);
    expect(await esc(raw, 'csv')).toBe(raw);
  });

  describe('JavaScript', () => {
    it('escapes for each quote style and evaluates back to the text (node:vm)', async () => {
      for (const text of corpus(150)) {
        for (const quotes of ['double', 'single', 'backtick'])
          for (const asciiOnly of [false, true]) {
            const literal = await esc(text, 'javascript', { quotes, asciiOnly, wrap: true, codePointEscapes: asciiOnly && quotes === 'single' });
            expect(runInNewContext(literal), `${quotes} ${asciiOnly} ${JSON.stringify(text)}`).toBe(text);
            if (asciiOnly) expect(literal).toMatch(/^[\x20-\x7e]*$/);
            else expect(literal).not.toMatch(/[\x00-\x1f\x7f-\x9f\u2028\u2029\u202e\u200b\ufeff]/);
          }
      }
    });

    it('escapes only the chosen quote', async () => {
      const text = `'"\`\${`;
      expect(await esc(text, 'javascript')).toBe(`'\\"\`\${`);
      expect(await esc(text, 'javascript', { quotes: 'single', wrap: true })).toBe(`'\\'"\`\${'`);
      expect(await esc(text, 'javascript', { quotes: 'backtick', wrap: true })).toBe(`\`'"\\\`\\\${\``);
    });

    it('unescapes like the JavaScript engine (node:vm)', async () => {
      const literals = [
        String.raw`"a\nb\tc\\d\"e\'f"`,
        String.raw`'\x41\u0042\u{1F600}\u{43}'`,
        String.raw`"\0\101\7\08\9\z\$\`"`,
        '"line\\\ncontinued\\\r\nagain"',
        String.raw`'\uD83D\uDE00 and lone \uD800'`,
        '`multi\nline ${"{"}`'.replace('${"{"}', '\\${'),
        String.raw`"\377\400\1234"`,
      ];
      for (const literal of literals) expect(await unesc(literal, 'javascript'), literal).toBe(runInNewContext(literal));
      // content without quotes is read the same way
      expect(await unesc(String.raw`tab\there \"q\"`, 'javascript')).toBe('tab\there "q"');
    });

    it('reports bad JavaScript escapes with their position', async () => {
      expect(await unescError(String.raw`"ab\xZZ"`, 'javascript')).toBe('Cannot unescape as JavaScript: the escape \\x at position 4 needs exactly 2 hex digits, found "\\\\xZZ".');
      expect(await unescError(String.raw`"\u{110000}"`, 'javascript')).toMatch(/the escape \\u\{…\} at position 2 needs 1 or more hex digits/);
      expect(await unescError(`"a"b"`, 'javascript')).toBe('Cannot unescape as JavaScript: the unescaped " at position 3 would end the JavaScript string early; write it as \\".');
      expect(await unescError('"a\nb"', 'javascript')).toMatch(/a raw line break at line 1, column 3 cannot appear inside a "-quoted JavaScript string/);
      expect(await unescError('`a${b}`', 'javascript')).toMatch(/template substitution \$\{ at position 3 cannot be evaluated/);
      expect(await unescError('abc\\', 'javascript')).toBe('Cannot unescape as JavaScript: the input ends with a lone backslash at position 4; write a backslash as \\\\.');
    });
  });

  describe('JSON', () => {
    it('round-trips through JSON.parse and matches JSON.stringify on printable text', async () => {
      for (const text of corpus(200)) {
        const literal = await esc(text, 'json', { wrap: true });
        expect(JSON.parse(literal), JSON.stringify(text)).toBe(text);
        expect(JSON.parse(await esc(text, 'json', { wrap: true, asciiOnly: true }))).toBe(text);
        expect(await unesc(JSON.stringify(text), 'json')).toBe(text);
      }
      for (const text of corpus(100, /[\x7f-\x9f\u2028\u2029\u202e\u200b\ufeff]/)) expect(await esc(text, 'json', { wrap: true })).toBe(JSON.stringify(text));
      // lone surrogates as escapes, like well-formed JSON.stringify
      expect(await esc('a\uD800b\uDFFF', 'json')).toBe('a\\ud800b\\udfff');
    });

    it('unescapes strictly: only JSON escapes, no raw control characters or quotes', async () => {
      expect(await unesc(String.raw`"\/\b\f\n\r\t\u00e9\ud83d\ude00"`, 'json')).toBe(JSON.parse(String.raw`"\/\b\f\n\r\t\u00e9\ud83d\ude00"`));
      expect(await unescError(String.raw`"\a"`, 'json')).toBe(
        'Cannot unescape as JSON: \\a at position 2 is not a valid JSON escape sequence (JSON allows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX).',
      );
      expect(await unescError('"a\tb"', 'json')).toBe('Cannot unescape as JSON: the control character U+0009 at position 3 must be escaped in JSON (as \\t).');
      expect(await unescError('say "hi"', 'json')).toMatch(/the unescaped " at position 5 would end the JSON string early/);
      expect(await unescError(String.raw`"\u12"`, 'json')).toMatch(/the escape \\u at position 2 needs exactly 4 hex digits/);
    });
  });

  describe('Java', () => {
    it('escapes like Java and compiles back to the same UTF-16 text', { timeout: 30_000 }, async () => {
      const exact = await esc('tab\there "q" back\\slash é\u0001\u2028', 'java', { wrap: true });
      expect(exact).toBe('"tab\\there \\"q\\" back\\\\slash é\\u0001\\u2028"');
      if (!has('java')) return;
      const texts = [...corpus(60), 'a\uD800b'];
      const literals = await Promise.all(texts.map((t, k) => esc(t, 'java', { wrap: true, asciiOnly: k % 2 === 1 })));
      const dir = mkdtempSync(join(tmpdir(), 'ctp-java-'));
      const source = `public class Main { public static void main(String[] a) { String[] s = { ${literals.join(', ')} }; for (String x : s) { StringBuilder b = new StringBuilder(); for (char c : x.toCharArray()) b.append(String.format("%04x", (int) c)); System.out.println(b); } } }`;
      writeFileSync(join(dir, 'Main.java'), source, 'utf8');
      const run = spawnSync('java', ['-Dfile.encoding=UTF-8', join(dir, 'Main.java')], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const units = (t: string) => [...Array(t.length).keys()].map((k) => t.charCodeAt(k).toString(16).padStart(4, '0')).join('');
      expect(run.stdout.trim().split('\n')).toEqual(texts.map(units));
    });

    it('unescapes Java, translating \\u escapes first as javac does', async () => {
      expect(await unesc(String.raw`"\u0041\101\s\b\t\n\f\r\"\'\\ \uuu0042 \0 \377"`, 'java')).toBe('AA \b\t\n\f\r"\'\\ B \0 \u00ff');
      // \u005c is a backslash that then starts an escape; \\u0041 is not a unicode escape
      expect(await unesc(String.raw`\u005cn|\\u0041`, 'java')).toBe('\n|\\u0041');
      expect(await unescError(String.raw`"\a"`, 'java')).toMatch(/^Cannot unescape as Java: \\a at position 2 is not a valid Java escape sequence/);
      expect(await unescError(String.raw`"\u0022"`, 'java')).toMatch(/the unescaped " at position 2 would end the Java string early/);
      expect(await unescError(String.raw`\u00G1`, 'java')).toMatch(/the escape \\u at position 1 needs exactly 4 hex digits/);
    });
  });

  describe('C', () => {
    it('escapes to bytes that gcc compiles back to the UTF-8 text, trigraphs included', { timeout: 30_000 }, async () => {
      expect(await esc('a"b\\c\x07\x01?? ??= é', 'c', { wrap: true })).toBe('"a\\"b\\\\c\\a\\001?\\? ?\\?= é"');
      expect(await esc('\x001', 'c')).toBe('\\0001');
      expect(await escError('a\uD800', 'c')).toBe('Cannot escape as C: the lone surrogate U+D800 at position 2 is not a character and cannot be written in a C (UTF-8) string.');
      if (!has('gcc')) return;
      const texts = corpus(80);
      const literals = await Promise.all(texts.map((t, k) => esc(t, 'c', { wrap: true, asciiOnly: k % 2 === 0 })));
      const dir = mkdtempSync(join(tmpdir(), 'ctp-c-'));
      const source = `#include <stdio.h>\nstatic const char *s[] = { ${literals.join(',\n')} };\nstatic const unsigned long n[] = { ${literals.map((l) => `sizeof(${l}) - 1`).join(', ')} };\nint main(void) { for (unsigned i = 0; i < sizeof n / sizeof n[0]; i++) { for (unsigned long j = 0; j < n[i]; j++) printf("%02x", (unsigned char) s[i][j]); printf("\\n"); } return 0; }\n`;
      writeFileSync(join(dir, 'm.c'), source, 'utf8');
      const compile = spawnSync('gcc', ['-std=c11', '-Wall', '-Werror', '-o', join(dir, 'm'), join(dir, 'm.c')], { encoding: 'utf8' });
      expect(compile.stderr).toBe('');
      const run = spawnSync(join(dir, 'm'), { encoding: 'utf8' });
      expect(run.stdout.trim().split('\n')).toEqual(texts.map((t) => Buffer.from(t, 'utf8').toString('hex')));
    });

    it('unescapes C: octal and hex bytes decode as UTF-8', async () => {
      expect(await unesc(String.raw`"\303\251\xc3\xa9\u00e9\U0001F600\a\?\'\x41\101"`, 'c')).toBe('ééé😀\x07?\'AA');
      expect(await unescError(String.raw`"\xffab"`, 'c')).toMatch(/the hex escape \\xffab at position 2 is more than a byte: \\x takes every following hex digit/);
      expect(await unescError(String.raw`"\xff"`, 'c')).toBe(
        'Cannot unescape as C: the escapes produce bytes that are not valid UTF-8: byte 0xFF (from the escape at position 2) does not start or continue a UTF-8 character, so the result is binary data, not text.',
      );
      expect(await unescError(String.raw`"\q"`, 'c')).toMatch(/^Cannot unescape as C: \\q at position 2 is not a valid C escape sequence/);
      expect(await unescError(String.raw`"\400"`, 'c')).toMatch(/the octal escape \\400 at position 2 is 256, more than a byte/);
    });
  });

  describe('Python', () => {
    it('escapes like repr() and evaluates back with ast.literal_eval', async () => {
      expect(await esc("it's \"q\"\x07\x7f\u2028é", 'python', { quotes: 'single', wrap: true })).toBe("'it\\'s \"q\"\\x07\\x7f\\u2028é'");
      expect(await esc('😀\uD800', 'python', { asciiOnly: true })).toBe('\\U0001f600\\ud800');
      if (!has('python3')) return;
      const texts = corpus(150);
      const literals: string[] = [];
      for (const [k, t] of texts.entries()) literals.push(await esc(t, 'python', { wrap: true, quotes: k % 2 ? 'single' : 'double', asciiOnly: k % 3 === 0 }));
      const script = 'import sys, json, ast\nprint(json.dumps([ast.literal_eval(l) for l in json.load(sys.stdin)]))';
      const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(literals), encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual(texts);
      // and our unescape agrees with Python on literals with every escape form
      const sources = [String.raw`'\a\b\f\n\r\t\v\\\'\"'`, String.raw`"\101\7\0777\x41\u00e9\U0001F600"`, "'''multi\nline \\\nx'''", String.raw`"\ud800"`];
      const python = spawnSync('python3', ['-c', script], { input: JSON.stringify(sources), encoding: 'utf8' });
      expect(await Promise.all(sources.map((s) => unesc(s, 'python')))).toEqual(JSON.parse(python.stdout));
    });

    it('keeps unknown escapes with a warning, and refuses \\N{…}', async () => {
      const result = await runTool(tool, { text: String.raw`"\d+\."`, language: 'python', mode: 'unescape' });
      expect(result.success && result.data).toEqual({ result: '\\d+\\.' });
      expect(result.metadata?.warnings).toEqual(['Python keeps unrecognized escapes as a backslash and the character (and warns about them since 3.12): \\d at position 2, \\. at position 5.']);
      expect(await unescError(String.raw`"\N{BULLET}"`, 'python')).toMatch(/named escapes like \\N\{…\} at position 2 are not supported/);
      expect(await escError('x', 'python', { quotes: 'backtick' })).toBe('Python strings cannot be delimited by backtick quotes; choose double or single.');
    });
  });

  describe('Go', () => {
    it('escapes like strconv.Quote and strconv.QuoteToASCII', async () => {
      // strconv.Quote("a\"\\\a\x01\x7f\u0085é😀\u2028") and QuoteToASCII of the same
      const text = 'a"\\\x07\x01\x7f\u0085é😀\u2028';
      expect(await esc(text, 'go', { wrap: true })).toBe('"a\\"\\\\\\a\\x01\\x7f\\u0085é😀\\u2028"');
      expect(await esc(text, 'go', { wrap: true, asciiOnly: true })).toBe('"a\\"\\\\\\a\\x01\\x7f\\u0085\\u00e9\\U0001f600\\u2028"');
      expect(await escError('\uDC00', 'go')).toMatch(/lone surrogate U\+DC00 at position 1 .* Go \(UTF-8\) string/);
    });

    it('unescapes interpreted and raw Go strings', async () => {
      expect(await unesc(String.raw`"\a\b\f\n\r\t\v\\\"\101\x41\u00e9\U0001F600\303\251"`, 'go')).toBe('\x07\b\f\n\r\t\v\\"AAé😀é');
      expect(await unesc('`raw \\n\r\nstring`', 'go')).toBe('raw \\n\nstring');
      expect(await unescError(String.raw`"\'"`, 'go')).toMatch(/\\' at position 2 is not a valid Go escape sequence \(\\' is only for rune literals/);
      expect(await unescError(String.raw`"\12"`, 'go')).toMatch(/the octal escape \\12 at position 2 needs exactly 3 octal digits in Go/);
      expect(await unescError(String.raw`"\ud800"`, 'go')).toMatch(/not a valid Unicode code point/);
    });
  });

  describe('SQL and MySQL', () => {
    it('doubles single quotes in standard SQL and reads them back', async () => {
      expect(await esc("O'Reilly \\ \"x\"\n", 'sql')).toBe("'O''Reilly \\ \"x\"\n'");
      expect(await unesc("'O''Reilly'", 'sql')).toBe("O'Reilly");
      expect(await unesc("it''s", 'sql')).toBe("it's");
      expect(await unescError("'it's'", 'sql')).toBe("Cannot unescape as SQL: the ' at position 4 would end the SQL string; inside a string it is written ''.");
    });

    it('uses backslash escapes for MySQL like mysql_real_escape_string', async () => {
      expect(await esc('a\'b"c\\d\0e\nf\rg\x1ah%_', 'mysql')).toBe("'a\\'b\\\"c\\\\d\\0e\\nf\\rg\\Zh%_'");
      expect(await unesc("'a\\'b\\\"c\\\\d\\0e\\nf\\rg\\Zh\\%\\_\\x'''", 'mysql')).toBe('a\'b"c\\d\0e\nf\rg\x1ah\\%\\_x\'');
    });
  });

  describe('shell', () => {
    it('quotes a single POSIX word that sh and bash print back unchanged', async () => {
      expect(await esc('simple-name_1.txt', 'shell')).toBe('simple-name_1.txt');
      expect(await esc('simple', 'shell', { wrap: true })).toBe("'simple'");
      expect(await esc("it's $HOME `x`", 'shell')).toBe("'it'\\''s $HOME `x`'");
      const texts = corpus(120, /\0/);
      const words = await Promise.all(texts.map((text) => esc(text, 'shell')));
      // one shell per kind prints every word, each followed by a NUL (which no text holds): two
      // processes, not one per word (240 spawns took over 30 s on a loaded 2-core machine)
      for (const shell of ['sh', 'bash']) {
        const run = spawnSync(shell, ['-c', `printf '%s\\0' ${words.join(' ')}`], { encoding: 'utf8' });
        const printed = run.stdout.split('\0').slice(0, -1);
        for (let i = 0; i < texts.length; i++) expect(printed[i], `${shell} ${JSON.stringify(texts[i])} as ${words[i]}`).toBe(texts[i]);
        expect(printed).toHaveLength(texts.length);
      }
      expect(await escError('a\0b', 'shell')).toBe('Cannot escape as Shell: a NUL character (U+0000) at position 2 cannot be part of a shell argument.');
    });

    it('unescapes quoted words like bash does', async () => {
      const words = [`'a b'"c \\"d\\" \\$e \\x"f\\ g`, `$'tab\\there\\x41\\u00e9\\101\\'q'`, `"multi\\\nline"'\n'`, `\\*.txt`];
      for (const word of words) {
        const bash = spawnSync('bash', ['-c', `printf %s ${word}`], { encoding: 'utf8' }).stdout;
        expect(await unesc(word, 'shell'), word).toBe(bash);
      }
      expect(await unescError('a b', 'shell')).toMatch(/unquoted whitespace at position 2 splits the input into several shell words/);
      expect(await unescError('"$HOME"', 'shell')).toMatch(/'\$' at position 2 inside double quotes starts an expansion/);
      expect(await unescError("'open", 'shell')).toBe('Cannot unescape as Shell: the single quote at position 1 is never closed.');
      expect(await unescError('a;b', 'shell')).toMatch(/the unquoted ';' at position 2 is a shell operator/);
      const globbed = await runTool(tool, { text: '*.txt', language: 'shell', mode: 'unescape' });
      expect(globbed.success && globbed.data).toEqual({ result: '*.txt' });
      expect(globbed.metadata?.warnings?.[0]).toMatch(/^Unquoted '\*' at position 1: a shell may expand it/);
    });
  });

  describe('regex', () => {
    it('makes a pattern that matches exactly the text, with and without the u and v flags', async () => {
      expect(await esc('1.5*(a+b)?[x]{2}|^$\\/', 'regex')).toBe('1\\.5\\*\\(a\\+b\\)\\?\\[x\\]\\{2\\}\\|\\^\\$\\\\\\/');
      for (const text of corpus(200)) {
        const pattern = await esc(text, 'regex');
        for (const flags of ['', 'u', 'v']) {
          const re = new RegExp(`^${pattern}$`, flags);
          expect(re.test(text), `${flags} ${JSON.stringify(text)}`).toBe(true);
          expect(re.test(`${text}x`)).toBe(false);
        }
        expect(await unesc(pattern, 'regex')).toBe(text);
      }
    });

    it('unescapes literal patterns and refuses operators and classes', async () => {
      expect(await unesc('/a\\.b\\/c\\x41\\u{1F600}/gi', 'regex')).toBe('a.b/cA😀');
      expect(await unescError('a.b', 'regex')).toBe(
        "Cannot unescape as Regex: the unescaped '.' at position 2 is a regex operator, so the pattern does not match a single fixed string; escape it as \\. to mean the character.",
      );
      expect(await unescError('\\d+', 'regex')).toMatch(/\\d at position 1 is a character class, anchor or back-reference/);
    });
  });

  describe('CSV', () => {
    it('quotes only when needed (or always) and doubles quotes', async () => {
      expect(await esc('plain', 'csv')).toBe('plain');
      expect(await esc('plain', 'csv', { wrap: true })).toBe('"plain"');
      expect(await esc('a,b', 'csv')).toBe('"a,b"');
      expect(await esc('say "hi"', 'csv')).toBe('"say ""hi"""');
      expect(await esc('line\nbreak', 'csv')).toBe('"line\nbreak"');
      expect(await esc(' padded', 'csv')).toBe('" padded"');
      expect(await unesc('"say ""hi"", ok"', 'csv')).toBe('say "hi", ok');
      expect(await unesc('plain', 'csv')).toBe('plain');
      expect(await unescError('"a"b"', 'csv')).toBe('Cannot unescape as CSV: the " at position 3 inside a quoted field must be doubled ("").');
    });

    it('warns about values a spreadsheet would run as a formula', async () => {
      const result = await runTool(tool, { text: '=HYPERLINK("x")', language: 'csv' });
      expect(result.success && result.data).toEqual({ result: '"=HYPERLINK(""x"")"' });
      expect(result.metadata?.warnings?.[0]).toMatch(/^The field starts with '=' \(U\+003D\): spreadsheet apps .* \(CSV injection\)/);
    });
  });

  describe('XML / HTML attribute', () => {
    it('escapes markup, both quotes and whitespace that attributes would normalize', async () => {
      expect(await esc(`a<b>&"c"'d'\t\n\r`, 'xml', { wrap: true })).toBe('"a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;&#9;&#10;&#13;"');
      expect(await esc('x', 'xml', { wrap: true, quotes: 'single' })).toBe("'x'");
      expect(await escError('a\x01', 'xml')).toBe('Cannot escape as XML: U+0001 at position 2 is not allowed in XML 1.0, not even as a character reference.');
    });

    it('unescapes XML and HTML references, and reports unknown ones', async () => {
      expect(await unesc('"&lt;&gt;&amp;&quot;&apos;&#39;&#x1F600;&#233;&eacute;&nbsp;"', 'xml')).toBe('<>&"\'\'😀éé\u00a0');
      expect(await unescError('&bogus;', 'xml')).toBe('Cannot unescape as XML: &bogus; at position 1 is not a known XML or HTML entity.');
      expect(await unescError('&#0;', 'xml')).toMatch(/the character reference &#0; at position 1 is not a character allowed in XML/);
    });
  });

  it('warns that the quotes option does not apply to single-style languages', async () => {
    const result = await runTool(tool, { text: 'x', language: 'java', quotes: 'single' });
    expect(result.success && result.data).toEqual({ result: 'x' });
    expect(result.metadata?.warnings).toEqual(['The quotes option applies to JavaScript, Python and XML only; Java has one quoting style, so "single" was ignored.']);
  });

  it('rejects unknown languages and modes', async () => {
    await runError(tool, { text: 'x', language: 'cobol' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'x', mode: 'reverse' }, 'CONSTRAINT_VIOLATION');
  });

  it('escapes and unescapes the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'a"\n');
    const escaped = await esc(text, 'json');
    expect(escaped.length).toBe((text.length / 3) * 5);
    expect(escaped.startsWith('a\\"\\na\\"\\n')).toBe(true);
    const half = escaped.slice(0, 1_000_000);
    expect(await unesc(half, 'json')).toBe(JSON.parse(`"${half}"`));
    expect((await esc(text, 'c')).length).toBe((text.length / 3) * 5);
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });

  it('escapes the largest allowed input as JavaScript (jsesc)', async () => {
    const text = largestInput(tool, 'text', 'é"\u0001');
    const escaped = await esc(text, 'javascript');
    expect(escaped).toBe('é\\"\\x01'.repeat(text.length / 3));
  });
});
