/**
 * The host's native byte kernels, behind capability checks and never imported: tools run in
 * browsers and Web Workers too. On Node, `Buffer` is a global and `process.getBuiltinModule`
 * (Node ≥ 20.16) hands over `node:crypto` and `node:zlib`; elsewhere each accessor returns
 * undefined and the caller takes its Web API or library path. Both paths give the same results
 * (each kernel's tests run both: see `preferNative`).
 */

/** The parts of Node's Buffer the kernels use. */
export interface NodeBufferLike extends Uint8Array {
  toString(encoding?: 'utf8' | 'utf16le' | 'hex' | 'base64' | 'base64url' | 'latin1', start?: number, end?: number): string;
  write(text: string, offset: number, length: number, encoding: 'utf8' | 'latin1' | 'hex' | 'base64'): number;
}
export interface NodeBufferClass {
  from(text: string, encoding?: 'utf8' | 'hex' | 'base64' | 'latin1'): NodeBufferLike;
  from(buffer: ArrayBufferLike, byteOffset?: number, length?: number): NodeBufferLike;
  allocUnsafe(size: number): NodeBufferLike;
  byteLength(text: string, encoding?: 'utf8' | 'hex' | 'base64' | 'latin1'): number;
}

export interface NodeHash {
  update(data: string | Uint8Array, encoding?: 'utf8'): NodeHash;
  digest(): Uint8Array;
}
export interface NodeCrypto {
  createHash(algorithm: string): NodeHash;
  createHmac(algorithm: string, key: Uint8Array): NodeHash;
}

/** A zlib compression stream (a Node Transform), as the compressors use it. */
export interface NodeZlibStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end' | 'error', listener: (error?: Error) => void): unknown;
  write(chunk: Uint8Array, callback: (error?: Error | null) => void): boolean;
  end(): void;
}
type ZlibOptions = { level?: number };
export interface NodeZlib {
  crc32?(data: string | Uint8Array, value?: number): number;
  gzipSync(data: Uint8Array, options?: ZlibOptions): Uint8Array;
  deflateSync(data: Uint8Array, options?: ZlibOptions): Uint8Array;
  deflateRawSync(data: Uint8Array, options?: ZlibOptions): Uint8Array;
  createGzip(options?: ZlibOptions): NodeZlibStream;
  createDeflate(options?: ZlibOptions): NodeZlibStream;
  createDeflateRaw(options?: ZlibOptions): NodeZlibStream;
}

type Process = { getBuiltinModule?: (id: string) => unknown };

let native = true;

/** Tests switch the native kernels off to run the Web paths on Node. */
export function preferNative(enabled: boolean): void {
  native = enabled;
}

export function nodeBuffer(): NodeBufferClass | undefined {
  return native ? (globalThis as { Buffer?: NodeBufferClass }).Buffer : undefined;
}

function builtin<T>(id: string): T | undefined {
  if (!native) return undefined;
  const process = (globalThis as { process?: Process }).process;
  try {
    return process?.getBuiltinModule?.(id) as T | undefined;
  } catch {
    return undefined;
  }
}

export function nodeCrypto(): NodeCrypto | undefined {
  return builtin<NodeCrypto>('node:crypto');
}

export function nodeBufferModule(): { isUtf8?: (bytes: Uint8Array) => boolean; isAscii?: (bytes: Uint8Array) => boolean } | undefined {
  return builtin('node:buffer');
}

export function nodeZlib(): NodeZlib | undefined {
  return builtin<NodeZlib>('node:zlib');
}

/** A Buffer view of bytes (no copy) for Node's byte APIs. */
export function asBuffer(Buffer: NodeBufferClass, bytes: Uint8Array): NodeBufferLike {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
