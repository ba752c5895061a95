import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = {
  score: number;
  verdict: string;
  guesses: number;
  guessesLog10: number;
  length: number;
  crackTimes: Record<'onlineThrottled' | 'onlineUnthrottled' | 'offlineSlowHash' | 'offlineFastHash', { seconds: number; display: string }>;
  warning: string | null;
  suggestions: string[];
  patterns: Array<{ pattern: string; start: number; end: number; guessesLog10: number; dictionary?: string; l33t?: boolean; reversed?: boolean }>;
};

describe('password-strength-checker', () => {
  itReproducesItsExample(tool);

  it('treats an empty password as missing', async () => {
    await runError(tool, { password: '' }, 'MISSING_REQUIRED');
  });

  it('rates the most common passwords 0 with the top-ten warning', async () => {
    const data = await runOk<Out>(tool, { password: 'password' });
    expect(data.score).toBe(0);
    expect(data.verdict).toBe('too guessable');
    expect(data.guesses).toBe(3);
    expect(data.warning).toBe('This is a heavily used password.');
    expect(data.patterns).toEqual([{ pattern: 'dictionary', start: 0, end: 7, guessesLog10: 0.3, dictionary: 'passwords-common', l33t: false, reversed: false }]);
    expect(data.crackTimes.onlineThrottled).toEqual({ seconds: 108, display: '2 minutes' });
  });

  it('never echoes the password, or any part of it, in the output', async () => {
    const secret = 'Zq7#kpW!fq9Lm2';
    const data = await runOk<Out>(tool, { password: secret });
    const json = JSON.stringify(data);
    expect(json).not.toContain(secret);
    for (let i = 0; i + 4 <= secret.length; i++) expect(json).not.toContain(secret.slice(i, i + 4));
  });

  it('finds l33t, keyboard, sequence, repeat and date patterns', async () => {
    const kinds = async (password: string) => (await runOk<Out>(tool, { password })).patterns.map((p) => p.pattern);
    expect(await kinds('zxcvbnm,./')).toEqual(['spatial']);
    expect(await kinds('qwertyuiop')).toEqual(['dictionary']); // so common it is in the password list
    expect(await kinds('abcdefgh')).toEqual(['sequence']);
    expect(await kinds('zzzzzzzz')).toEqual(['repeat']);
    expect(await kinds('13.05.1987')).toEqual(['date']);
    const leet = await runOk<Out>(tool, { password: 'p@$$w0rd' });
    expect(leet.patterns[0]).toMatchObject({ pattern: 'dictionary', l33t: true, dictionary: 'passwords-common' });
    const reversed = await runOk<Out>(tool, { password: 'drowssap' });
    expect(reversed.patterns[0]).toMatchObject({ pattern: 'dictionary', reversed: true });
  });

  it('penalises personal words given as user inputs', async () => {
    const password = 'Meridianfox81';
    const plain = await runOk<Out>(tool, { password });
    const personal = await runOk<Out>(tool, { password, userInputs: 'jane@example.com, Meridianfox\nAcme' });
    expect(personal.guessesLog10).toBeLessThan(plain.guessesLog10 - 2);
    expect(personal.patterns[0]).toMatchObject({ pattern: 'dictionary', dictionary: 'userInputs', start: 0, end: 10 });
  });

  it('rates a long random password 4 with no warning, and crack times follow the zxcvbn rates', async () => {
    const data = await runOk<Out>(tool, { password: 'v9$Kq2!rTz#8LmW4pX' });
    expect(data.score).toBe(4);
    expect(data.warning).toBeNull();
    expect(data.suggestions).toEqual([]);
    const g = data.guesses;
    expect(data.crackTimes.onlineThrottled.seconds).toBeCloseTo(g / (100 / 3600), -1);
    expect(data.crackTimes.onlineUnthrottled.seconds).toBeCloseTo(g / 10, -1);
    expect(data.crackTimes.offlineSlowHash.seconds).toBeCloseTo(g / 1e4, 0);
    expect(data.crackTimes.offlineFastHash.seconds).toBeCloseTo(g / 1e10, 0);
    expect(data.crackTimes.offlineSlowHash.display).toBe('centuries');
    expect(data.guessesLog10).toBe(Math.round(Math.log10(g) * 100) / 100);
  });

  it('handles the unicode sample, counting code points', async () => {
    const data = await runOk<Out>(tool, { password: UNICODE_SAMPLE });
    expect(data.length).toBe(3);
    expect(data.patterns).toEqual([{ pattern: 'bruteforce', start: 0, end: 3, guessesLog10: 4 }]);
  });

  it('rates the largest allowed passwords quickly, and refuses longer ones', async () => {
    const repeated = largestInput(tool, 'password', 'aB3$e7&Kq9');
    const random = Array.from(crypto.getRandomValues(new Uint8Array(128)), (b) => String.fromCharCode(33 + (b % 94))).join('');
    for (const password of [repeated, random]) {
      const data = await runOk<Out>(tool, { password });
      expect(data.length).toBe(password.length);
      expect(data.score).toBe(4);
    }
    expect((await runOk<Out>(tool, { password: repeated })).patterns.map((p) => p.pattern)).toEqual(['repeat']);
    await runError(tool, { password: 'a'.repeat(129) }, 'CONSTRAINT_VIOLATION');
  });
});
