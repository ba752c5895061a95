import { describe, expect, it } from 'vitest';
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import {
  base64ToBytes, bytesToBase64, bytesToHex, textToBase64, utf8Encode, completeMetadata, decodeTextAs, failure, hexToBytes, isBase64,
  isToolResult, success, utf8Length, withWarnings,
} from '../src/index.js';

describe('result helpers', () => {
  it('fill metadata with time and UTF-8 sizes', () => {
    const result = success({ s: 'À😀中' }, { startedAt: performance.now(), input: { text: 'À😀中' } });
    expect(result.metadata!.inputSize).toBe(9); // 2 + 4 + 3 bytes
    expect(result.metadata!.outputSize).toBe(17); // {"s":""} is 8 bytes + 9
    expect(result.metadata!.executionTime).toBeGreaterThanOrEqual(0);
  });

  it('build failures with a spec error code', () => {
    expect(failure('TIMEOUT', 'slow')).toEqual({ success: false, error: 'slow', errorCode: 'TIMEOUT' });
  });

  it('add warnings without losing existing ones', () => {
    const r = withWarnings(withWarnings(success({}), ['a']), ['b']);
    expect(r.metadata!.warnings).toEqual(['a', 'b']);
  });

  it('complete metadata on a result a tool returned', () => {
    const r = completeMetadata(success('abc'), { input: { x: 'ab' }, extra: { executionMode: 'server' } });
    expect(r.metadata).toMatchObject({ inputSize: 2, outputSize: 3, executionMode: 'server' });
  });

  it('recognise ToolResults', () => {
    expect(isToolResult(success(1))).toBe(true);
    expect(isToolResult({ success: true })).toBe(false);
    expect(isToolResult({ success: false, error: 'x', errorCode: 'NOPE' })).toBe(false);
  });
});

describe('byte helpers (differential against Buffer)', () => {
  it('count UTF-8 bytes like Buffer', () => {
    for (const s of ['', 'abc', '\x7f', '\x80', 'a'.repeat(1000) + 'é', 'À😀中', '\ud800', 'a\udc00b', '😀'.repeat(1000)]) expect(utf8Length(s), s).toBe(Buffer.byteLength(s));
  });

  it('encode and decode base64 like Buffer, in both alphabets', () => {
    for (let n = 0; n < 64; n++) {
      const bytes = new Uint8Array(randomBytes(n));
      const expected = Buffer.from(bytes).toString('base64');
      expect(bytesToBase64(bytes)).toBe(expected);
      expect(bytesToBase64(bytes, { url: true, pad: false })).toBe(Buffer.from(bytes).toString('base64url'));
      expect(base64ToBytes(expected)).toEqual(bytes);
      expect(base64ToBytes(Buffer.from(bytes).toString('base64url'))).toEqual(bytes);
    }
  });

  it('encode UTF-8 text to base64 like Buffer, lone surrogates as U+FFFD', () => {
    for (const s of ['', 'a', 'ab', 'abc', 'À😀中', '\ud800', 'a\udc00b', '😀'.repeat(300), 'x'.repeat(10_000)]) {
      const bytes = Buffer.from(s, 'utf8');
      expect(textToBase64(s), s).toEqual({ base64: bytes.toString('base64'), byteLength: bytes.length });
      expect(textToBase64(s, { url: true, pad: false }).base64).toBe(bytes.toString('base64url'));
      expect(textToBase64(s).base64).toBe(bytesToBase64(utf8Encode(s)));
    }
  });

  it('tolerate wrapped base64 and reject invalid text', () => {
    expect(base64ToBytes('aGVs\nbG8=')).toEqual(new Uint8Array(Buffer.from('hello')));
    expect(isBase64('abc*')).toBe(false);
    expect(isBase64('a')).toBe(false);
    expect(() => base64ToBytes('@@@@')).toThrow(/not valid base64/);
  });

  it('convert hex both ways', () => {
    const bytes = new Uint8Array(randomBytes(32));
    expect(bytesToHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
    expect(hexToBytes('0xDE:AD be-ef')).toEqual(new Uint8Array([0xde, 0xad, 0xbe, 0xef]));
    expect(() => hexToBytes('abc')).toThrow(/odd number/);
    expect(() => hexToBytes('zz')).toThrow(/only 0-9/);
  });

  it('decode text in a named encoding', () => {
    expect(decodeTextAs('À', 'utf8')).toEqual(new Uint8Array([0xc3, 0x80]));
    expect(decodeTextAs('À', 'latin1')).toEqual(new Uint8Array([0xc0]));
    expect(() => decodeTextAs('中', 'latin1')).toThrow(/not Latin-1/);
  });
});
