import { describe, expect, it } from 'vitest';
import { Tiktoken, type TiktokenBPE } from 'js-tiktoken/lite';
import tool from './index.js';
import { loadEncoder, type EncodingName } from '../../_shared/tiktoken-bpe.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Token = { id: number; text: string; bytes?: string };
type Out = { tokenCount: number; characters: number; words: number; tokensPerWord: number; encoding: string; tokens?: Token[]; tokensTruncated?: boolean };
const count = (text: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...extra });
const ids = async (text: string, model: string) => (await count(text, { model, showTokens: true, tokenLimit: 10_000 })).tokens!.map((t) => t.id);

const RANKS: Record<EncodingName, () => Promise<{ default: TiktokenBPE }>> = {
  o200k_base: () => import('js-tiktoken/ranks/o200k_base'),
  cl100k_base: () => import('js-tiktoken/ranks/cl100k_base'),
  p50k_base: () => import('js-tiktoken/ranks/p50k_base'),
  r50k_base: () => import('js-tiktoken/ranks/r50k_base'),
};

describe('token-counter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown model', async () => {
    await runError(tool, { text: 'hi', model: 'claude-3' }, 'CONSTRAINT_VIOLATION');
  });

  it('gives the token ids published for tiktoken', async () => {
    // from the tiktoken README and the GPT-2 vocabulary
    expect(await ids('tiktoken is great!', 'cl100k_base')).toEqual([83, 1609, 5963, 374, 2294, 0]);
    expect(await ids('hello world', 'gpt-4')).toEqual([15339, 1917]);
    expect(await ids('hello world', 'davinci')).toEqual([31373, 995]);
    expect(await ids('hello world', 'text-davinci-003')).toEqual([31373, 995]);
  });

  it('maps models to their encodings', async () => {
    const cases: Array<[string, string]> = [
      ['gpt-5', 'o200k_base'], ['gpt-4.1', 'o200k_base'], ['gpt-4o', 'o200k_base'], ['o3', 'o200k_base'],
      ['gpt-4', 'cl100k_base'], ['gpt-3.5-turbo', 'cl100k_base'], ['text-embedding-3', 'cl100k_base'],
      ['text-davinci-003', 'p50k_base'], ['davinci', 'r50k_base'], ['p50k_base', 'p50k_base'],
    ];
    for (const [model, encoding] of cases) expect((await count('x', { model })).encoding).toBe(encoding);
  });

  it('handles unicode: characters split over tokens carry their bytes', async () => {
    const out = await count(UNICODE_SAMPLE, { model: 'cl100k_base', showTokens: true });
    expect(out.characters).toBe(3);
    expect(out.words).toBe(1);
    const tokens = out.tokens!;
    expect(tokens.length).toBe(out.tokenCount);
    // the bytes of all tokens put together are the UTF-8 of the text
    const hex = tokens.map((t) => t.bytes ?? Buffer.from(t.text, 'utf8').toString('hex')).join('');
    expect(hex).toBe(Buffer.from(UNICODE_SAMPLE, 'utf8').toString('hex'));
    expect(tokens.some((t) => t.bytes !== undefined && t.text.includes('\uFFFD'))).toBe(true);
  });

  it('matches js-tiktoken and decodes back to the input, in every encoding', async () => {
    const samples = [
      UNICODE_SAMPLE, 'hello world', "I'm sure they'll    do it\n\n\nOK", '👨‍👩‍👧‍👦 and 🏳️‍🌈', 'ACGTTGCAACGTTGCAGGCCTTAA',
      'антидисэстаблишментарианизм', '没有空格的一段很长的中文文本。', 'def f(x):\n\treturn x ** 2  # square\r\n', '1234567890123', 'x'.repeat(500),
      'https://example.com/path?q=1&r=two#frag', '<|endoftext|> is plain text here',
    ];
    for (const name of Object.keys(RANKS) as EncodingName[]) {
      const reference = new Tiktoken((await RANKS[name]()).default);
      const ours = await loadEncoder(name);
      for (const text of samples) {
        const tokens = ours.encode(text);
        expect(tokens, `${name}: ${text}`).toEqual(reference.encode(text, [], []));
        expect(ours.decode(tokens)).toBe(text);
      }
    }
  });

  it('matches js-tiktoken on random text mixing scripts, spaces and long runs', async () => {
    const pool = ['a', 'B', ' ', '  ', '\n', '\t', 'é', 'ß', '中', '😀', '👍🏽', "'s", '1', '234', '.', '!?', 'ﬁ', '\u0301', 'Ω', 'xyz', 'e'.repeat(40)];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (const name of ['o200k_base', 'cl100k_base'] as const) {
      const reference = new Tiktoken((await RANKS[name]()).default);
      const ours = await loadEncoder(name);
      for (let n = 0; n < 150; n++) {
        let text = '';
        for (let i = 0, len = 1 + (next() % 60); i < len; i++) text += pool[next() % pool.length];
        expect(ours.encode(text), JSON.stringify(text)).toEqual(reference.encode(text, [], []));
      }
    }
  });

  it('counts special tokens as one token only when asked', async () => {
    const text = 'a<|endoftext|>b';
    expect(await ids(text, 'cl100k_base')).toEqual([64, 27, 91, 8862, 728, 428, 91, 29, 65]);
    const special = await count(text, { model: 'cl100k_base', allowSpecial: true, showTokens: true });
    expect(special.tokens).toEqual([{ id: 64, text: 'a' }, { id: 100257, text: '<|endoftext|>' }, { id: 65, text: 'b' }]);
  });

  it('counts words and tokens per word', async () => {
    expect(await count('  one two\tthree\nfour  ', { model: 'gpt-4' })).toEqual({
      tokenCount: 8, characters: 22, words: 4, tokensPerWord: 2, encoding: 'cl100k_base',
    });
    // ' ', ' one', ' two', '\t', 'three', '\n', 'four', '  '
    expect(await ids('  one two\tthree\nfour  ', 'gpt-4')).toEqual([220, 832, 1403, 197, 28956, 198, 35124, 256]);
    expect(await count('   ')).toMatchObject({ words: 0, tokensPerWord: 0, characters: 3 });
  });

  it('caps the token list and says so', async () => {
    const out = await count('word '.repeat(50), { showTokens: true, tokenLimit: 10 });
    expect(out.tokenCount).toBe(51); // 'word', 49 × ' word', ' '
    expect(out.tokens!.length).toBe(10);
    expect(out.tokensTruncated).toBe(true);
    expect((await count('word', { showTokens: true })).tokensTruncated).toBe(false);
    expect(await count('word')).not.toHaveProperty('tokens');
  });

  it('stays fast on one very long word (js-tiktoken alone is quadratic there)', async () => {
    const expected = new Tiktoken((await RANKS.cl100k_base()).default).encode('ACGT'.repeat(500)).length * 50;
    await count('warm up', { model: 'gpt-4' });
    const out = await count('ACGT'.repeat(25_000), { model: 'gpt-4' });
    expect(out.tokenCount).toBe(expected);
  });

  it('counts the largest allowed input and rejects one character more', async () => {
    const text = largestInput(tool, 'text', 'The quick brown fox jumps over the lazy dog. ');
    const out = await count(text, { model: 'gpt-4' });
    expect(out).toEqual({ tokenCount: 10 * 22_222 + 1 /* the final space is a token of its own */, characters: 999_990, words: 9 * 22_222, tokensPerWord: 1.11, encoding: 'cl100k_base' });
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });
});
