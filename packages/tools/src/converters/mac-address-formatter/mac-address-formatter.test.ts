import { describe, expect, it } from 'vitest';
import { Address6 } from 'ip-address';
import isMACAddressImport from 'validator/lib/isMACAddress.js';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

// validator ships CommonJS: the function may sit on .default depending on the loader
const isMACAddress = ((isMACAddressImport as unknown as { default?: typeof isMACAddressImport }).default ?? isMACAddressImport) as unknown as (...args: any[]) => any; // eslint-disable-line @typescript-eslint/no-explicit-any

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = (macs: string, extra: Record<string, unknown> = {}) => runOk<any>(tool, { macs, ...extra });

describe('mac-address-formatter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing and blank lines as nothing', async () => {
    await runError(tool, { macs: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { macs: ' \n\n ' }, 'INVALID_INPUT')).toContain('only blank lines');
  });

  it('rejects the unicode sample with the offending character', async () => {
    expect(await runError(tool, { macs: `00:11:22:33:44:${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toContain('"À"');
  });

  it('handles the largest allowed input', async () => {
    const input = largestInput(tool, 'macs', '001A2B3C4D5E\n');
    const data = await run(input, { format: 'dot' });
    expect(data.validCount).toBe(Math.floor(100000 / 13));
    expect(data.formatted.split('\n')[0]).toBe('001a.2b3c.4d5e');
  });

  it('reads every notation and writes every format and case', async () => {
    const inputs = ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5e', '001a.2b3c.4d5e', '001A2B3C4D5E', '0:1a:2b:3c:4d:5e', '00 1a 2b 3c 4d 5e', 'fe80::21a:2bff:fe3c:4d5e', '21a:2bff:fe3c:4d5e', '02:1A:2B:FF:FE:3C:4D:5E', '021a2bfffe3c4d5e'];
    const data = await run(inputs.join('\n'), { format: 'dash', letterCase: 'upper' });
    expect(data.invalid).toEqual([]);
    expect(data.formatted).toBe(new Array(inputs.length).fill('00-1A-2B-3C-4D-5E').join('\n'));
    expect(data.addresses[0].eui64).toBe('02-1A-2B-FF-FE-3C-4D-5E');
    expect(data.addresses[0].oui).toBe('00-1A-2B');
    expect((await run('00:1a:2b:3c:4d:5e', { format: 'bare' })).addresses[0].eui64).toBe('021a2bfffe3c4d5e');
    expect((await run('00:1a:2b:3c:4d:5e', { format: 'dot' })).addresses[0]).toMatchObject({ eui64: '021a.2bff.fe3c.4d5e', oui: '001a2b' });
  });

  it('reads the I/G and U/L bits', async () => {
    const data = await run('01:00:5e:00:00:fb\n02:42:ac:11:00:02\nff:ff:ff:ff:ff:ff\n33:33:00:00:00:01');
    expect(data.addresses.map((a: { cast: string; administration: string }) => `${a.cast}/${a.administration}`)).toEqual([
      'multicast/universal', 'unicast/local', 'broadcast/local', 'multicast/local',
    ]);
    // a locally administered MAC gets U/L cleared in its modified EUI-64
    expect(data.addresses[1]).toMatchObject({ eui64: '00:42:ac:ff:fe:11:00:02', linkLocal: 'fe80::42:acff:fe11:2' });
  });

  it('compresses the link-local address by RFC 5952', async () => {
    const data = await run('02:00:00:00:00:01\n00:00:00:00:00:00');
    expect(data.addresses.map((a: { linkLocal: string }) => a.linkLocal)).toEqual(['fe80::ff:fe00:1', 'fe80::200:ff:fe00:0']);
  });

  it('lists bad lines and keeps the good ones', async () => {
    const data = await run('00:1a:2b:3c:4d\n00:1a-2b:3c:4d:5e\nfe80::1\n00:1a:2b:3c:4d:5e\n001a.2b3c.4d5e.6f70.8192\n12345');
    expect(data.validCount).toBe(1);
    expect(data.invalid.map((x: { line: number; reason: string }) => [x.line, x.reason.slice(0, 20)])).toEqual([
      [1, 'Has 10 hex digits; a'], [2, 'Mixed or misplaced s'], [3, 'This 64-bit interfac'], [5, 'Has 20 hex digits; a'], [6, 'Has 5 hex digits; a '],
    ]);
    await runError(tool, { macs: '00:1a:2b:3c:4d:5g' }, 'INVALID_INPUT');
  });

  it('agrees with validator.isMACAddress and ip-address', async () => {
    let x = 12345;
    const next = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8) & 255;
    for (let i = 0; i < 100; i++) {
      const bytes = Array.from({ length: 6 }, next);
      const hex = bytes.map((b) => b.toString(16).padStart(2, '0'));
      for (const form of [hex.join(':'), hex.join('-').toUpperCase(), hex.join(''), hex.join('').match(/.{4}/g)!.join('.')]) {
        expect(isMACAddress(form, { eui: '48', no_separators: !/[:.-]/.test(form) })).toBe(true);
        const a = (await run(form)).addresses[0];
        expect(a.mac).toBe(hex.join(':'));
        expect(isMACAddress(a.eui64, { eui: '64' })).toBe(true);
        expect(a.linkLocal).toBe(new Address6(a.linkLocal).correctForm());
        expect(new Address6(a.linkLocal).canonicalForm().slice(20).replace(/:/g, '')).toBe(a.eui64.replace(/:/g, ''));
      }
    }
  });
});
