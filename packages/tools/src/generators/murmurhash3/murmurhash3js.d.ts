// murmurhash3js-revisited ships no types: the three functions this tool calls.
declare module 'murmurhash3js-revisited' {
  interface Variant {
    hash32(bytes: Uint8Array, seed?: number): number;
    hash128(bytes: Uint8Array, seed?: number): string;
  }
  const murmur: { x86: Variant; x64: Variant };
  export default murmur;
}
