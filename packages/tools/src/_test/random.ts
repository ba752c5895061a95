/**
 * Seeded randomness for property and differential tests, so a failure in CI reproduces exactly.
 * The seed is fixed unless CTP_TEST_SEED is set (to explore more inputs locally); a failing
 * assertion should name the inputs it drew.
 */
export function testRandom(salt = 0): () => number {
  const fromEnv = Number(process.env.CTP_TEST_SEED);
  let state = ((Number.isFinite(fromEnv) ? fromEnv : 0x5eed) + salt) >>> 0;
  // mulberry32: tiny, fast and well distributed enough for choosing test inputs.
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
