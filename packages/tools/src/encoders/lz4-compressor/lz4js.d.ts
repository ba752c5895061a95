/** The part of lz4js (no published types) this tool uses. */
declare module 'lz4js' {
  /** Compresses into one LZ4 frame. */
  export function compress(src: Uint8Array | ArrayLike<number>, maxSize?: number): Uint8Array | number[];
  /** Decompresses an LZ4 frame into a buffer of `maxSize` bytes (default: decompressBound). */
  export function decompress(src: Uint8Array, maxSize?: number): Uint8Array | number[];
  /** The largest size the frame may decompress to (content size, else blocks × block size). */
  export function decompressBound(src: Uint8Array): number;
  const lz4: { compress: typeof compress; decompress: typeof decompress; decompressBound: typeof decompressBound };
  export default lz4;
}

declare module 'lz4js/xxh32.js' {
  const xxh32: { hash(seed: number, src: Uint8Array, index: number, length: number): number };
  export default xxh32;
}
