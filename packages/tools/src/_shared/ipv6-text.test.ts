import { describe, expect, it } from 'vitest';
import { ipv6Text } from './ipv6-text.js';

const groups = (hex: string) => hex.split(':').map((g) => parseInt(g, 16));

describe('ipv6Text (RFC 5952)', () => {
  it('compresses the longest zero run, the first one on a tie, never a single zero group', () => {
    expect(ipv6Text(groups('2001:db8:0:0:1:0:0:1'))).toBe('2001:db8::1:0:0:1');
    expect(ipv6Text(groups('2001:db8:0:0:0:1:0:0'))).toBe('2001:db8::1:0:0');
    expect(ipv6Text(groups('2001:db8:0:1:1:1:1:1'))).toBe('2001:db8:0:1:1:1:1:1');
    expect(ipv6Text(groups('0:0:0:0:0:0:0:0'))).toBe('::');
    expect(ipv6Text(groups('0:0:0:0:0:0:0:1'))).toBe('::1');
    expect(ipv6Text(groups('fe80:0:0:0:0:0:0:0'))).toBe('fe80::');
    expect(ipv6Text(groups('2001:DB8:00AB:0:0:0:0:0A'))).toBe('2001:db8:ab::a');
  });

  it('writes a dotted IPv4 tail when asked', () => {
    expect(ipv6Text(groups('0:0:0:0:0:ffff:c000:0280'), { dottedTail: true })).toBe('::ffff:192.0.2.128');
    expect(ipv6Text(groups('64:ff9b:0:0:0:0:0a00:0001'), { dottedTail: true })).toBe('64:ff9b::10.0.0.1');
  });

  it('agrees with the WHATWG URL serializer on pseudo-random addresses', () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 500; n++) {
      // zero-heavy groups so that runs and ties occur often
      const g = Array.from({ length: 8 }, () => (next() % 3 === 0 ? next() % 65536 : 0));
      const expected = new URL(`http://[${g.map((x) => x.toString(16)).join(':')}]/`).hostname.slice(1, -1);
      expect(ipv6Text(g)).toBe(expected);
    }
  });
});
