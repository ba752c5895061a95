/**
 * RFC 5952 §4 text form of an IPv6 address given as its 8 16-bit groups:
 * lower-case hex without leading zeros, and the longest run of two or more
 * zero groups written as "::" (the first such run on a tie; a single zero
 * group stays "0"). With `dottedTail`, the last two groups are written as a
 * dotted IPv4 address (for IPv4-mapped and similar forms) and only the first
 * six take part in the "::" choice.
 */
export function ipv6Text(groups: readonly number[], options: { dottedTail?: boolean } = {}): string {
  const count = options.dottedTail ? 6 : 8;
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < count; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < count && groups[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const parts = groups.slice(0, count).map((g) => g.toString(16));
  if (options.dottedTail) {
    const [a = 0, b = 0] = groups.slice(6, 8);
    parts.push(`${a >> 8}.${a & 0xff}.${b >> 8}.${b & 0xff}`);
  }
  if (best === -1) return parts.join(':');
  return `${parts.slice(0, best).join(':')}::${parts.slice(best + bestLen).join(':')}`;
}
