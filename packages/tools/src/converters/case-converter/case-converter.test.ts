import { describe, expect, it } from 'vitest';
import * as changeCase from 'change-case';
import tool from './index.js';
import { testRandom } from '../../_test/random.js';
import { randomUnicode } from '../../_test/stream.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  cases?: Record<string, string>;
}
const to = async (target: string, text: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { text, target, ...options })).result;
const all = async (text: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { text, target: 'all', ...options })).cases!;

describe('case-converter', () => {
  itReproducesItsExample(tool);

  it('converts to every case style', async () => {
    expect(await all('hello big_world-example')).toEqual({
      camel: 'helloBigWorldExample',
      pascal: 'HelloBigWorldExample',
      snake: 'hello_big_world_example',
      constant: 'HELLO_BIG_WORLD_EXAMPLE',
      kebab: 'hello-big-world-example',
      train: 'Hello-Big-World-Example',
      dot: 'hello.big.world.example',
      path: 'hello/big/world/example',
      title: 'Hello Big World Example',
      sentence: 'Hello big world example',
      lower: 'hello big_world-example',
      upper: 'HELLO BIG_WORLD-EXAMPLE',
    });
  });

  it('splits acronyms, case changes and existing separators', async () => {
    expect(await to('snake', 'XMLHttpRequest')).toBe('xml_http_request');
    expect(await to('camel', 'XMLHttpRequest')).toBe('xmlHttpRequest');
    expect(await to('pascal', 'XMLHttpRequest')).toBe('XmlHttpRequest');
    expect(await to('kebab', 'getHTTPResponseCode')).toBe('get-http-response-code');
    expect(await to('snake', 'HTMLParser')).toBe('html_parser');
    expect(await to('camel', 'iPhone')).toBe('iPhone');
    expect(await to('constant', 'ABC')).toBe('ABC');
    expect(await to('camel', 'CONSTANT_CASE_VALUE')).toBe('constantCaseValue');
    expect(await to('snake', 'already-kebab.and.dot/path case')).toBe('already_kebab_and_dot_path_case');
    expect(await to('pascal', '  __leading and trailing__  ')).toBe('LeadingAndTrailing');
    expect(await to('kebab', 'Hello, World! How are you?')).toBe('hello-world-how-are-you');
  });

  it('keeps digits with their word, or separates them on request', async () => {
    expect(await to('snake', 'version2Beta')).toBe('version2_beta');
    expect(await to('camel', 'version 2 beta')).toBe('version2Beta');
    expect(await to('snake', 'version2Beta', { separateNumbers: true })).toBe('version_2_beta');
    expect(await to('camel', 'version2Beta', { separateNumbers: true })).toBe('version2Beta');
    expect(await to('kebab', 'a1b2c3', { separateNumbers: true })).toBe('a-1-b-2-c-3');
    expect(await to('kebab', 'utf8Encode')).toBe('utf8-encode');
  });

  it('matches change-case itself on ASCII input (differential)', async () => {
    const inputs = ['XMLHttpRequest', 'version2Beta', 'foo_bar-baz.qux', 'Hello World', 'getHTTPResponseCode', 'ABC123def', 'a', 'snake_case_here', 'Mixed-Separators_and spaces', '123abc'];
    const reference: Record<string, (s: string, o: changeCase.PascalCaseOptions) => string> = {
      camel: changeCase.camelCase,
      pascal: changeCase.pascalCase,
      snake: changeCase.snakeCase,
      constant: changeCase.constantCase,
      kebab: changeCase.kebabCase,
      train: changeCase.trainCase,
      dot: changeCase.dotCase,
      path: changeCase.pathCase,
      title: changeCase.capitalCase,
      sentence: changeCase.sentenceCase,
    };
    for (const input of inputs) {
      const cases = await all(input);
      for (const [name, fn] of Object.entries(reference)) expect(cases[name], `${name}(${input})`).toBe(fn(input, { locale: false, mergeAmbiguousCharacters: true }));
    }
  });

  it('keeps accented letters, decomposed accents and non-Latin scripts', async () => {
    expect(await to('kebab', 'Àrvíztűrő tükörfúrógép')).toBe('àrvíztűrő-tükörfúrógép');
    expect(await to('pascal', 'Àrvíztűrő tükörfúrógép')).toBe('ÀrvíztűrőTükörfúrógép');
    expect(await to('constant', 'Àrvíztűrő tükörfúrógép')).toBe('ÀRVÍZTŰRŐ_TÜKÖRFÚRÓGÉP');
    // change-case alone drops combining marks and splits Devanagari words apart
    expect(changeCase.kebabCase('cafe\u0301 latte')).toBe('cafe-latte');
    expect(await to('kebab', 'cafe\u0301 latte')).toBe('cafe\u0301-latte');
    expect(await to('snake', 'हिन्दी भाषा')).toBe('हिन्दी_भाषा');
    expect(await to('snake', 'ΑλφαΒήτα')).toBe('αλφα_βήτα');
    expect(await to('camel', 'привет мир')).toBe('приветМир');
    expect(await to('snake', '中文Text')).toBe('中文_text');
    expect(await to('kebab', 'год ٢٠٢٤ year')).toBe('год-٢٠٢٤-year');
  });

  it('drops emoji and symbols from styled cases with a warning, keeps them in lower/upper', async () => {
    const result = await runTool(tool, { text: `I ❤️ JS ${UNICODE_SAMPLE}`, target: 'kebab' });
    expect(result.success && result.data).toEqual({ result: 'i-js-à-中' });
    expect(await to('snake', 'keycap 1\u20e3 ok\ufe0f \u0301alone')).toBe('keycap_1_ok_alone');
    expect(result.metadata?.warnings).toEqual([
      'Symbols and emoji were dropped: case styles keep only letters, combining marks and digits (lower and upper case keep the text as is)',
    ]);
    const upper = await runTool(tool, { text: `I ❤️ JS ${UNICODE_SAMPLE}`, target: 'upper' });
    expect(upper.success && upper.data).toEqual({ result: `I ❤️ JS ${UNICODE_SAMPLE.toUpperCase()}` });
    expect(upper.metadata?.warnings).toBeUndefined();
  });

  it('handles the unicode sample in every case', async () => {
    expect(await all(UNICODE_SAMPLE)).toEqual({
      camel: 'à中',
      pascal: 'À中',
      snake: 'à_中',
      constant: 'À_中',
      kebab: 'à-中',
      train: 'À-中',
      dot: 'à.中',
      path: 'à/中',
      title: 'À 中',
      sentence: 'À 中',
      lower: 'à😀中',
      upper: 'À😀中',
    });
  });

  it('converts each line separately, keeping the line breaks, or the whole text at once', async () => {
    expect(await to('snake', 'fooBar\nbaz qux\n\nlast-one')).toBe('foo_bar\nbaz_qux\n\nlast_one');
    expect(await to('camel', 'a b\r\nc d')).toBe('aB\r\ncD');
    expect(await to('snake', 'fooBar\nbaz qux', { perLine: false })).toBe('foo_bar_baz_qux');
  });

  it('lists every case by name in the text result', async () => {
    const single = (await runOk<Out>(tool, { text: 'foo bar', target: 'all' })).result;
    expect(single.split('\n').slice(0, 3)).toEqual(['camelCase: fooBar', 'PascalCase: FooBar', 'snake_case: foo_bar']);
    const multi = (await runOk<Out>(tool, { text: 'foo bar\nbaz', target: 'all' })).result;
    expect(multi.startsWith('camelCase:\nfooBar\nbaz\n\nPascalCase:\nFooBar\nBaz\n\n')).toBe(true);
    expect(multi.endsWith('UPPER CASE:\nFOO BAR\nBAZ')).toBe(true);
    expect((await runOk<Out>(tool, { text: 'foo bar', target: 'snake' })).cases).toBeUndefined();
  });

  it('applies locale-specific rules only when a locale is given', async () => {
    expect(await to('upper', 'istanbul')).toBe('ISTANBUL');
    expect(await to('upper', 'istanbul', { locale: 'tr' })).toBe('İSTANBUL');
    expect(await to('pascal', 'iyi geceler', { locale: 'tr' })).toBe('İyiGeceler');
    expect(await to('lower', 'DİYARBAKIR', { locale: 'tr' })).toBe('diyarbakır');
    expect(await runError(tool, { text: 'x', locale: 'en-a' }, 'INVALID_INPUT')).toBe(
      'Invalid locale "en-a": use a BCP 47 language tag such as tr, de or pt-BR',
    );
    await runError(tool, { text: 'x', locale: 'en_US' }, 'CONSTRAINT_VIOLATION');
  });

  it('gives an empty result for text without letters or digits', async () => {
    expect(await to('camel', '!!! ---')).toBe('');
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown target', async () => {
    await runError(tool, { text: 'x', target: 'sponge' }, 'CONSTRAINT_VIOLATION');
  });

  it('converts the largest allowed input to all cases and rejects one character more', async () => {
    const unit = 'userID2 XMLHttp\n';
    const text = largestInput(tool, 'text', unit);
    const cases = await all(text);
    const lines = Math.floor(1_000_000 / unit.length);
    expect(cases.snake).toBe('user_id2_xml_http\n'.repeat(lines));
    expect(cases.camel).toBe('userId2XmlHttp\n'.repeat(lines));
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });

  it('lower and upper of the whole text equal the line-by-line conversion (random text, final sigma, locales, lone surrogates)', async () => {
    const rand = testRandom(111);
    const extra = ['Σ', 'ΟΔΟΣ ', 'İ', 'I', 'ß', 'ﬁ', 'Ǆ', '\n', 'ΣΑ\nΣ'];
    for (let k = 0; k < 60; k++) {
      let text = randomUnicode(rand, 1 + Math.floor(rand() * 300)).replace(/\r/g, '');
      for (let j = 0; j < 5; j++) text += extra[Math.floor(rand() * extra.length)];
      const locale = ['', 'tr', 'lt', 'el'][k % 4]!;
      for (const target of ['lower', 'upper'] as const) {
        const line = (l: string) => (target === 'lower' ? (locale ? l.toLocaleLowerCase(locale) : l.toLowerCase()) : locale ? l.toLocaleUpperCase(locale) : l.toUpperCase());
        const expected = text.split('\n').map(line).join('\n');
        const result = await runOk<{ result: string }>(tool, { text, target, ...(locale ? { locale } : {}) });
        expect(result.result, JSON.stringify({ text, target, locale })).toBe(expected);
      }
    }
  });
});
