import { isIP, isIPv4, isIPv6 } from 'node:net';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Item {
  valid: boolean;
  reasons: string[];
  version?: number;
  normalized?: string;
  expanded?: string;
  type?: string;
  description?: string;
  isGlobal?: boolean;
  integer?: string;
  hex?: string;
  reverseDns?: string;
  ipv4Mapped?: string;
  zoneId?: string;
  embeddedIpv4?: string;
  embeddedType?: string;
}
interface Batch {
  valid: boolean;
  count: number;
  validCount: number;
  invalidCount: number;
  results: Array<Item & { line: number; input: string }>;
}
const check = (input: string) => runOk<Item>(tool, { input });
const batch = (input: string) => runOk<Batch>(tool, { input, batch: true });

/** A small seeded generator so the fuzz corpus is the same on every run. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

describe('ip-address-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('refuses input over the limit', async () => {
    await runError(tool, { input: '1'.repeat(1_000_001) }, 'CONSTRAINT_VIOLATION');
  });

  it('describes IPv4 addresses', async () => {
    expect(await check('192.168.1.10')).toEqual({
      valid: true,
      reasons: [],
      version: 4,
      normalized: '192.168.1.10',
      expanded: '192.168.1.10',
      type: 'private',
      description: 'Private network 192.168.0.0/16 (RFC 1918).',
      isGlobal: false,
      integer: '3232235786',
      hex: '0xc0a8010a',
      reverseDns: '10.1.168.192.in-addr.arpa',
      ipv4Mapped: '::ffff:192.168.1.10',
    });
  });

  it('refuses leading zeros and explains the octal ambiguity', async () => {
    expect((await check('010.0.0.1')).reasons).toEqual([
      'Octet 1 ("010") has a leading zero: inet_aton-style parsers (ping, curl) read it as octal 8, others as decimal 10; write the intended value without leading zeros.',
    ]);
    expect((await check('1.2.3.04')).reasons).toEqual(['Octet 4 ("04") has a leading zero, which some parsers read as octal; write it as 4.']);
    expect((await check('1.2.3.09')).reasons).toEqual([
      'Octet 4 ("09") has a leading zero, which marks octal for inet_aton-style parsers, yet 09 is not octal; write 9 if decimal was meant.',
    ]);
  });

  it('explains other IPv4 mistakes', async () => {
    expect((await check('256.1.1.1')).reasons).toEqual(['Octet 1 (256) is out of range: each octet is 0–255.']);
    expect((await check('127.1')).reasons).toEqual([
      'An IPv4 address has 4 numbers separated by dots; this has 2. Shorthand forms such as 127.1 or a single 32-bit number are refused: inet_aton accepts them but most parsers do not.',
    ]);
    expect((await check('1.2..4')).reasons).toEqual(['Octet 3 is empty.']);
    expect((await check('0x7f.0.0.1')).reasons).toEqual(['Octet 1 ("0x7f") contains \'x\': octets are decimal numbers 0–255 (hexadecimal octets are not accepted).']);
    expect((await check('192.0.2.1:80')).reasons).toEqual(['This looks like an IPv4 address with a port (:port); give the address alone.']);
    expect((await check('10.0.0.0/8')).reasons).toEqual(['This is a CIDR block or prefix (/8); give a single address without the /length.']);
    expect((await check('example.com')).reasons).toEqual(['"example.com" contains letters: it looks like a host name, not an IP address.']);
    expect((await check('1.2.3.4%eth0')).reasons).toEqual(['Zone ids (%…) exist only for IPv6 addresses.']);
  });

  it('compresses and expands IPv6 per RFC 5952', async () => {
    const cases: Array<[string, string, string]> = [
      ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1', '2001:0db8:0000:0000:0000:0000:0000:0001'],
      ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1', '2001:0db8:0000:0000:0001:0000:0000:0001'],
      ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1', '2001:0db8:0000:0001:0001:0001:0001:0001'],
      ['2001:db8::0:1:0:0:0', '2001:db8:0:0:1::', '2001:0db8:0000:0000:0001:0000:0000:0000'],
      ['0:0:0:0:0:0:0:0', '::', '0000:0000:0000:0000:0000:0000:0000:0000'],
      ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0', '0001:0002:0003:0004:0005:0006:0007:0000'],
      ['::FFFF:C000:0280', '::ffff:192.0.2.128', '0000:0000:0000:0000:0000:ffff:c000:0280'],
      ['64:ff9b::192.0.2.33', '64:ff9b::c000:221', '0064:ff9b:0000:0000:0000:0000:c000:0221'],
    ];
    for (const [input, normalized, expanded] of cases) {
      expect(await check(input), input).toMatchObject({ valid: true, version: 6, normalized, expanded });
      // WHATWG URL serializes IPv6 hosts the RFC 5952 way too, except IPv4-mapped addresses (kept in hex)
      if (!normalized.includes('.')) expect(new URL(`http://[${input}]/`).hostname).toBe(`[${normalized}]`);
    }
  });

  it('matches the URL serializer and BigInt on random IPv6 addresses', async () => {
    const rand = lcg(42);
    for (let n = 0; n < 300; n++) {
      // mostly zero groups so that :: runs of every length and position appear
      const groups = Array.from({ length: 8 }, () => (rand(3) ? 0 : rand(0x10000)));
      const text = groups.map((g) => g.toString(16)).join(':');
      const data = await check(text);
      const mapped = groups.slice(0, 6).join() === '0,0,0,0,0,65535';
      if (!mapped) expect(data.normalized, text).toBe(new URL(`http://[${text}]/`).hostname.slice(1, -1));
      expect(BigInt(data.integer!)).toBe(BigInt(`0x${groups.map((g) => g.toString(16).padStart(4, '0')).join('')}`));
      expect((await check(data.normalized!)).expanded).toBe(data.expanded);
    }
  });

  it('agrees with node:net isIP on a fuzzed corpus and on tricky cases', async () => {
    const tricky = [
      '::', '::1', '1::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8:9', '1::2:3:4:5:6:7:8', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', ':::',
      '1:::2', '1::2::3', ':1::', '1::1:', '12345::', '0000::', '::ffff:1.2.3.4', '::1.2.3.4', '1:2:3:4:5:6:1.2.3.4',
      '1:2:3:4:5:6:7:1.2.3.4', '::1.2.3', '::1.2.3.4.5', '1.2.3.4::', '::01.2.3.4', 'fe80::1%eth0', 'fe80::1%', 'fe80::1%a%b',
      '0.0.0.0', '255.255.255.255', '255.255.255.256', '01.1.1.1', '1.1.1', '1.1.1.1.', '.1.1.1.1', ' 1.1.1.1', 'g::1', '1:2:3:4:5:6:7:8%0',
    ];
    const rand = lcg(7);
    const alphabet = '0123456789abcdefABCDEF:.%';
    const fuzz = Array.from({ length: 3000 }, () => Array.from({ length: 2 + rand(16) }, () => alphabet[rand(alphabet.length)]).join(''));
    // structured fuzz: plausible addresses with one part perturbed
    for (let n = 0; n < 1500; n++) {
      const parts = Array.from({ length: 5 + rand(5) }, () => (rand(4) ? rand(0x10000).toString(16) : ''));
      fuzz.push(parts.join(':'), `${parts.slice(0, 6).join(':')}:${rand(300)}.${rand(300)}.${rand(2) ? '0' : ''}${rand(30)}.1`);
      fuzz.push(`${rand(300)}.${rand(260)}.${rand(2) ? '0' : ''}${rand(256)}.${rand(256)}`);
    }
    let valid = 0;
    for (const text of [...tricky, ...fuzz]) {
      if (text !== text.trim()) continue; // the tool trims surrounding space, node:net does not
      // deliberate difference: zone ids follow RFC 6874 (unreserved characters); node:net also allows ':'
      if (/%.*:/.test(text)) {
        expect((await check(text)).valid, text).toBe(false);
        continue;
      }
      const data = await check(text);
      const expected = isIP(text);
      expect(data.valid ? data.version : 0, text).toBe(expected);
      if (data.valid) {
        valid++;
        expect(data.version === 4 ? isIPv4(text) : isIPv6(text)).toBe(true);
        // the normalized and expanded forms are valid addresses of the same version
        expect(isIP(data.normalized!)).toBe(expected);
        expect(isIP(data.expanded!)).toBe(expected);
      }
    }
    expect(valid).toBeGreaterThan(300);
  });

  it('accepts RFC 6874 zone ids that node:net refuses', async () => {
    expect(await check('fe80::1%en_0')).toMatchObject({ valid: true, zoneId: 'en_0', normalized: 'fe80::1%en_0' });
    expect(isIP('fe80::1%en_0')).toBe(0);
    expect(await check('fe80::1%25')).toMatchObject({ valid: true, zoneId: '25' });
  });

  it('classifies special-purpose ranges', async () => {
    const cases: Array<[string, string, boolean?]> = [
      ['0.0.0.0', 'unspecified'], ['0.1.2.3', 'this-network'], ['10.1.2.3', 'private'], ['100.64.0.1', 'shared'], ['127.0.0.1', 'loopback'],
      ['169.254.10.1', 'link-local'], ['172.31.255.255', 'private'], ['172.32.0.1', 'global', true], ['192.0.0.8', 'protocol-assignments'],
      ['192.0.2.1', 'documentation'], ['198.18.0.1', 'benchmarking'], ['198.51.100.7', 'documentation'], ['203.0.113.9', 'documentation'],
      ['224.0.0.251', 'multicast'], ['240.0.0.1', 'reserved'], ['255.255.255.255', 'broadcast'], ['8.8.8.8', 'global', true],
      ['::', 'unspecified'], ['::1', 'loopback'], ['::ffff:10.0.0.1', 'ipv4-mapped'], ['::10.0.0.1', 'ipv4-compatible'],
      ['64:ff9b::1.2.3.4', 'nat64'], ['64:ff9b:1::1', 'nat64'], ['100::1', 'discard'], ['2001:db8::1', 'documentation'],
      ['3fff::1', 'documentation'], ['2001::1', 'teredo'], ['2001:4::1', 'protocol-assignments'], ['2002:c000:0204::1', '6to4'],
      ['fd12:3456:789a::1', 'unique-local'], ['fc00::1', 'unique-local'], ['fe80::1', 'link-local'], ['febf::1', 'link-local'],
      ['fec0::1', 'site-local'], ['ff02::1', 'multicast'], ['2606:4700:4700::1111', 'global', true], ['4000::1', 'reserved'],
    ];
    for (const [address, type, global = false] of cases) expect(await check(address), address).toMatchObject({ valid: true, type, isGlobal: global });
    expect(await check('::ffff:10.0.0.1')).toMatchObject({ embeddedIpv4: '10.0.0.1', embeddedType: 'private' });
    expect(await check('2002:c000:0204::1')).toMatchObject({ embeddedIpv4: '192.0.2.4' });
    expect((await check('ff05::2')).description).toBe('Multicast ff00::/8 (RFC 4291), site-local scope.');
  });

  it('explains IPv6 mistakes', async () => {
    expect((await check('1::2::3')).reasons).toEqual(["'::' appears more than once; it may replace only one run of zero groups."]);
    expect((await check('1:2:3:4:5:6:7')).reasons).toEqual(["An IPv6 address has 8 groups of up to 4 hex digits; this has 7 and no '::' to stand for the rest."]);
    expect((await check('1::2:3:4:5:6:7:8')).reasons).toEqual(["With '::' at most 7 groups can be written; this has 8."]);
    expect((await check('2001:db8::12345')).reasons).toEqual(['Group 3 ("12345") has 5 hex digits; a group has at most 4.']);
    expect((await check(':1::')).reasons).toEqual(["The address starts with a single ':'; write '::' to stand for leading zero groups."]);
    expect((await check('2001:db8::g')).reasons).toEqual([
      "The character 'g' at position 11 is not allowed in an IPv6 address (hex digits 0–9 a–f, ':' and the dots of an embedded IPv4 address).",
    ]);
    expect((await check('::ffff:1.2.3.04')).reasons).toEqual([
      'Octet 4 in the embedded IPv4 part ("04") has a leading zero, which some parsers read as octal; write it as 4.',
    ]);
    expect((await check('::1.2.3.4:5')).reasons).toEqual(['An embedded IPv4 address may only be the last part of an IPv6 address.']);
    expect((await check('[::1]')).reasons).toEqual(['Remove the brackets: [::1] is the URL form; the address is ::1.']);
    expect((await check('fe80::1%')).reasons).toEqual(["The zone id after '%' is empty; write e.g. fe80::1%eth0 or drop the '%'."]);
    expect((await check('a\nb')).reasons).toEqual(['The input has 2 lines: turn on batch to check one address per line.']);
  });

  it('reports unicode characters', async () => {
    expect(await check(UNICODE_SAMPLE)).toEqual({
      valid: false,
      reasons: ["The character 'À' is not allowed in an IP address (IPv4: digits and dots; IPv6: hex digits and colons)."],
    });
    expect((await check(`fe80::1%${UNICODE_SAMPLE}`)).reasons).toEqual([
      `The zone id "${UNICODE_SAMPLE}" contains 'À': use letters, digits, '-', '.', '_' or '~' (an interface name or index).`,
    ]);
  });

  it('checks one address per line in batch mode', async () => {
    const data = await batch('127.0.0.1\r\n\n  2001:DB8::1  \n300.1.1.1\n');
    expect(data).toMatchObject({ valid: false, count: 3, validCount: 2, invalidCount: 1 });
    expect(data.results.map((r) => [r.line, r.input, r.valid, r.normalized])).toEqual([
      [1, '127.0.0.1', true, '127.0.0.1'],
      [3, '2001:DB8::1', true, '2001:db8::1'],
      [4, '300.1.1.1', false, undefined],
    ]);
    expect(await batch('\n\n')).toEqual({ valid: false, count: 0, validCount: 0, invalidCount: 0, results: [] });
  });

  it('handles the largest allowed input in batch mode', async () => {
    const unit = 'fe80::ab:cdef:1234:5678%eth0\n';
    const data = await batch(largestInput(tool, 'input', unit));
    const lines = Math.floor(1_000_000 / unit.length);
    expect(data).toMatchObject({ valid: true, count: lines, validCount: lines });
    expect(data.results[lines - 1]).toMatchObject({ line: lines, normalized: 'fe80::ab:cdef:1234:5678%eth0', type: 'link-local' });
  });

  it('handles the largest allowed input as one value', async () => {
    expect((await check(largestInput(tool, 'input', '1'))).reasons).toEqual(['An IPv4 address has 4 numbers separated by dots; this has 1. Shorthand forms such as 127.1 or a single 32-bit number are refused: inet_aton accepts them but most parsers do not.']);
  });
});
