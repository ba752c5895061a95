/**
 * Base64 of bytes that arrive in chunks: whole 3-byte groups are encoded as they come (a group
 * split across chunks waits for its last bytes), so a stream's output equals the one-shot
 * encoding and can be written as it is produced.
 */
import { bytesToBase64 } from '@ctp/core';

export class Base64Chunks {
  private carry = new Uint8Array(0);

  constructor(private readonly options: { url?: boolean; pad?: boolean } = {}) {}

  /** The Base64 of every whole group so far. */
  write(bytes: Uint8Array): string {
    let data = bytes;
    if (this.carry.length) {
      data = new Uint8Array(this.carry.length + bytes.length);
      data.set(this.carry);
      data.set(bytes, this.carry.length);
    }
    const whole = data.length - (data.length % 3);
    this.carry = data.slice(whole);
    return bytesToBase64(data.subarray(0, whole), { url: this.options.url });
  }

  /** The last (partial) group, padded as asked. */
  end(): string {
    return bytesToBase64(this.carry, this.options);
  }
}
