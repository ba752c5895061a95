import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  unknown: string[];
}

const encode = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, mode: 'encode', ...options });
const decode = (text: string) => runOk<Out>(tool, { text, mode: 'decode' });

describe('nato-phonetic', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('spells the whole alphabet in ICAO and plain style', async () => {
    const icao = (await encode('abcdefghijklmnopqrstuvwxyz')).result;
    expect(icao).toBe(
      'Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu',
    );
    const plain = (await encode('AJ', { style: 'plain' })).result;
    expect(plain).toBe('Alpha Juliet');
  });

  it('spells figures the ICAO way or plainly', async () => {
    expect((await encode('0123456789.5')).result).toBe('Zero One Two Tree Fower Fife Six Seven Eight Niner Decimal Fife');
    expect((await encode('0123456789.5', { style: 'plain' })).result).toBe('Zero One Two Three Four Five Six Seven Eight Nine Point Five');
  });

  it('separates words as asked and keeps lines', async () => {
    expect((await encode('ab  c\nd')).result).toBe('Alfa Bravo / Charlie\nDelta');
    expect((await encode('ab c', { wordSeparator: 'newline' })).result).toBe('Alfa Bravo\nCharlie');
    expect((await encode('ab c', { wordSeparator: 'space' })).result).toBe('Alfa Bravo Charlie');
  });

  it('decodes both spellings in any case, with / as a space', async () => {
    expect((await decode('hotel INDIA / Tree niner alpha JULIET juliett xray X-RAY')).result).toBe('HI 39AJJXX');
    expect((await decode('Alfa,Bravo/Charlie | Delta')).result).toBe('AB C D');
    expect((await decode('Whisky Decimal Dash Nine Point Five')).result).toBe('W.-9.5');
  });

  it('round-trips text in both styles', async () => {
    for (const style of ['icao', 'plain']) {
      const spelled = (await encode('Flight LH-400 at 9.5 km\nok', { style })).result;
      expect((await decode(spelled)).result).toBe('FLIGHT LH-400 AT 9.5 KM\nOK');
    }
  });

  it('keeps and lists characters and words it cannot translate', async () => {
    expect(await encode('a!b?!')).toEqual({ result: 'Alfa ! Bravo ? !', unknown: ['!', '?'] });
    expect(await decode('Alfa foo Bravo foo')).toEqual({ result: 'AfooBfoo', unknown: ['foo'] });
  });

  it('keeps unicode characters as they are', async () => {
    expect(await encode(UNICODE_SAMPLE)).toEqual({ result: 'À 😀 中', unknown: ['À', '😀', '中'] });
    expect(await decode('Alfa 😀')).toEqual({ result: 'A😀', unknown: ['😀'] });
  });

  it('spells the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab ');
    const out = await encode(text);
    expect(out.result.startsWith('Alfa Bravo / Alfa Bravo')).toBe(true);
    expect(out.result.length).toBe((text.length / 3) * 'Alfa Bravo / '.length - 3);
    expect((await decode(out.result.slice(0, 100_000))).unknown).toEqual([]);
  });

  it('rejects an unknown style', async () => {
    await runError(tool, { text: 'a', style: 'itu' }, 'CONSTRAINT_VIOLATION');
  });
});
