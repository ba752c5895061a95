import { describe, expect, it } from 'vitest';
import { v1, v3, v4, v5, v6, v7, validate, version as uuidVersion, NIL, MAX } from 'uuid';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Item {
  valid: boolean;
  reasons: string[];
  format?: string;
  normalized?: string;
  hex?: string;
  version?: number;
  versionName?: string;
  variant?: string;
  isNil?: boolean;
  isMax?: boolean;
  timestamp?: string;
  unixMs?: number;
  clockSequence?: number;
  node?: string;
  nodeIsRandom?: boolean;
}
interface Batch {
  valid: boolean;
  count: number;
  validCount: number;
  invalidCount: number;
  results: Array<Item & { line: number; input: string }>;
}
const check = (input: string, strict = false) => runOk<Item>(tool, { input, strict });
const batch = (input: string, strict = false) => runOk<Batch>(tool, { input, batch: true, strict });

describe('uuid-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('refuses input over the limit', async () => {
    await runError(tool, { input: 'a'.repeat(1_000_001) }, 'CONSTRAINT_VIOLATION');
  });

  it('decodes the RFC 9562 test vectors for v1 and v7', async () => {
    expect(await check('C232AB00-9414-11EC-B3C8-9F6BDECED846')).toEqual({
      valid: true,
      reasons: [],
      format: 'canonical',
      normalized: 'c232ab00-9414-11ec-b3c8-9f6bdeced846',
      hex: 'c232ab00941411ecb3c89f6bdeced846',
      version: 1,
      versionName: 'time-based (Gregorian time, MAC/node)',
      variant: 'RFC 9562',
      isNil: false,
      isMax: false,
      timestamp: '2022-02-22T19:22:22.000Z',
      clockSequence: 13256,
      node: '9f:6b:de:ce:d8:46',
      nodeIsRandom: true,
    });
    expect(await check('urn:uuid:017F22E2-79B0-7CC3-98C4-DC0C0C07398F')).toMatchObject({
      valid: true, format: 'urn', version: 7, timestamp: '2022-02-22T19:22:22.000Z', unixMs: 1645557742000,
    });
    expect(v3('www.example.com', v3.DNS)).toBe('5df41881-3aed-3515-88a7-2f4a814cf09e');
    expect(await check('5DF418813AED351588A72F4A814CF09E')).toMatchObject({
      format: 'hex', normalized: '5df41881-3aed-3515-88a7-2f4a814cf09e', version: 3, versionName: 'name-based (MD5)',
    });
  });

  it('matches the uuid package for generated v1, v4, v5, v6 and v7 UUIDs', async () => {
    const msecs = Date.UTC(2024, 4, 17, 8, 30, 15, 123);
    const node = Uint8Array.of(0x00, 0x1a, 0x2b, 0x3c, 0x4d, 0x5e);
    const one = v1({ msecs, nsecs: 0, clockseq: 0x1234, node });
    expect(await check(one)).toMatchObject({ version: 1, timestamp: '2024-05-17T08:30:15.123Z', clockSequence: 0x1234, node: '00:1a:2b:3c:4d:5e', nodeIsRandom: false });
    const six = v6({ msecs, nsecs: 0, clockseq: 0x0abc, node });
    expect(await check(six)).toMatchObject({ version: 6, timestamp: '2024-05-17T08:30:15.123Z', clockSequence: 0x0abc, node: '00:1a:2b:3c:4d:5e' });
    expect(await check(v7({ msecs }))).toMatchObject({ version: 7, timestamp: '2024-05-17T08:30:15.123Z', unixMs: msecs });
    for (const id of [one, six, v4(), v5('example.com', v5.DNS), v7(), v1(), v6()]) {
      const data = await check(id.toUpperCase(), true);
      expect(data.valid).toBe(validate(id));
      expect(data.version).toBe(uuidVersion(id));
      expect(data.normalized).toBe(id);
    }
  });

  it('decodes times before 1970 for v1', async () => {
    // the Gregorian epoch itself: all time bits zero
    expect((await check('00000000-0000-1000-8000-000000000000')).timestamp).toBe('1582-10-15T00:00:00.000Z');
  });

  it('recognizes nil and max UUIDs and all variants', async () => {
    expect(await check(NIL, true)).toMatchObject({ valid: true, isNil: true, version: 0, versionName: 'nil UUID', variant: 'NCS (reserved, backward compatibility)' });
    expect(await check(MAX, true)).toMatchObject({ valid: true, isMax: true, version: 15, versionName: 'max UUID', variant: 'future (reserved)' });
    expect((await check('00000000-0000-4000-c000-000000000000')).variant).toBe('Microsoft (reserved, GUID)');
    expect((await check('00000000-0000-4000-7000-000000000000')).variant).toBe('NCS (reserved, backward compatibility)');
  });

  it('strict mode requires an RFC 9562 variant and version', async () => {
    const id = '6ba7b810-9dad-01d1-c0b4-00c04fd430c8';
    expect((await check(id)).valid).toBe(true);
    expect((await check(id, true)).reasons).toEqual([
      "The variant bits (digit 17, 'c') mark a Microsoft (reserved, GUID) UUID; RFC 9562 UUIDs have 8, 9, a or b there.",
      'The version digit (digit 13) is 0; RFC 9562 defines versions 1 to 8.',
    ]);
    expect(validate(id)).toBe(false);
  });

  it('explains malformed UUIDs', async () => {
    expect((await check('6ba7b810-9dad-11d1-80b4-00c04fd430c')).reasons).toEqual(['A UUID has 32 hexadecimal digits; this one has 31.']);
    expect((await check('6ba7b810-9dad-11d1-80b4-00c04fd430cg')).reasons).toEqual([
      "The character 'g' at position 36 is not a hexadecimal digit (0–9, a–f).",
    ]);
    expect((await check('6ba7b8109-dad-11d1-80b4-00c04fd430c8')).reasons[0]).toMatch(/^The hyphens are misplaced/);
    expect((await check('{6ba7b810-9dad-11d1-80b4-00c04fd430c8')).reasons).toEqual(['The braces are unbalanced: write {…} around the whole UUID.']);
    expect((await check('a\nb')).reasons).toEqual(['The input has 2 lines: turn on batch to check one UUID per line.']);
  });

  it('reports unicode characters', async () => {
    expect(await check(UNICODE_SAMPLE)).toEqual({
      valid: false,
      reasons: ["The character 'À' at position 1 is not a hexadecimal digit (0–9, a–f)."],
    });
  });

  it('checks one UUID per line in batch mode', async () => {
    const data = await batch(`${NIL}\n\n  not-a-uuid  \r\n017F22E2-79B0-7CC3-98C4-DC0C0C07398F\n`);
    expect(data).toMatchObject({ valid: false, count: 3, validCount: 2, invalidCount: 1 });
    expect(data.results.map((r) => [r.line, r.input, r.valid])).toEqual([
      [1, NIL, true],
      [3, 'not-a-uuid', false],
      [4, '017F22E2-79B0-7CC3-98C4-DC0C0C07398F', true],
    ]);
    expect(data.results[1]!.reasons).toEqual(["The character 'n' at position 1 is not a hexadecimal digit (0–9, a–f)."]);
    const long = await batch('😀'.repeat(150));
    expect(long.results[0]!.input).toBe(`${'😀'.repeat(100)}…`);
    expect(await batch(' \n ')).toEqual({ valid: false, count: 0, validCount: 0, invalidCount: 0, results: [] });
  });

  it('handles the largest allowed input in batch mode', async () => {
    const unit = `${'6ba7b810-9dad-11d1-80b4-00c04fd430c8'}\n`;
    const data = await batch(largestInput(tool, 'input', unit));
    const lines = Math.floor(1_000_000 / unit.length);
    expect(data).toMatchObject({ valid: true, count: lines, validCount: lines });
    expect(data.results[lines - 1]!.timestamp).toBe('1998-02-04T22:13:53.151Z');
  });

  it('handles the largest allowed input as one value', async () => {
    expect((await check(largestInput(tool, 'input', 'a'))).reasons).toEqual(['A UUID has 32 hexadecimal digits; this one has 1000000.']);
  });
});
