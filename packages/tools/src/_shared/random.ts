/**
 * Randomness for generators: the platform CSPRNG by default, or a seeded PRNG
 * (sfc32) when a seed is given, so tests and agents can reproduce output.
 * Seeded output is predictable by design and never suitable for secrets.
 */
export interface RandomSource {
  readonly seeded: boolean;
  /** Uniform integer in [0, max). */
  int(max: number): number;
  bytes(count: number): Uint8Array;
  /** Uniform float in [0, 1). */
  float(): number;
  pick<T>(items: readonly T[]): T;
}

/** 128-bit string hash (cyrb128) to seed sfc32. */
function seedState(seed: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

function sfc32(seed: string): () => number {
  let [a, b, c, d] = seedState(seed);
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next(); // discard warm-up outputs
  return next;
}

export function createRandom(seed?: string | number): RandomSource {
  const seeded = seed !== undefined && seed !== '';
  const next32: () => number = seeded
    ? sfc32(String(seed))
    : (() => {
        const buffer = new Uint32Array(256);
        let index = buffer.length;
        return () => {
          if (index === buffer.length) {
            crypto.getRandomValues(buffer);
            index = 0;
          }
          return buffer[index++]!;
        };
      })();
  const int = (max: number): number => {
    if (!(max >= 1) || max > 2 ** 32) throw new RangeError('max must be in [1, 2^32]');
    // rejection sampling: no modulo bias
    const limit = 2 ** 32 - (2 ** 32 % max);
    let x: number;
    do x = next32();
    while (x >= limit);
    return x % max;
  };
  return {
    seeded,
    int,
    bytes(count) {
      if (!seeded) return crypto.getRandomValues(new Uint8Array(count));
      const out = new Uint8Array(count);
      for (let i = 0; i < count; i += 4) {
        const x = next32();
        for (let j = 0; j < 4 && i + j < count; j++) out[i + j] = (x >>> (j * 8)) & 0xff;
      }
      return out;
    },
    float: () => next32() / 2 ** 32,
    pick: (items) => items[int(items.length)]!,
  };
}

/** The standard optional `seed` parameter for random generators. */
export const seedParameter = {
  name: 'seed',
  type: 'text',
  label: 'Seed',
  description: 'Optional seed for reproducible output. Seeded output is predictable: never use it for secrets.',
  required: false,
  validation: { maxLength: 200 },
  group: 'advanced',
  aiHint: 'Leave empty for real randomness; set only when the same output must be reproduced.',
} as const;
