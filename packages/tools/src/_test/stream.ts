/**
 * Stream tests: run a tool's stream through the real runtime (`executeStream`) over chunks cut
 * at random places (inside multi-byte characters too), and check its result equals the
 * function's for the same input.
 */
import { expect } from 'vitest';
import type { RawInput, Tool } from '@ctp/core';
import { Registry, executeStream } from '@ctp/runtime';
import { runTool, type TestResult } from './harness.js';

/** Random text: ASCII, line breaks, 2-, 3- and 4-byte UTF-8, and (unless `wellFormed`) lone surrogates. */
export function randomUnicode(rand: () => number, length: number, wellFormed = false): string {
  const pieces = ['a', 'b', 'Z', '0', ' ', '\n', '\r\n', '\t', '"', '&', '%', 'é', 'ß', '中', '€', '😀', '👍🏽', '\u0301', '\u2028'];
  if (!wellFormed) pieces.push('\ud83d', '\ude00');
  let out = '';
  while (out.length < length) out += rand() < 0.6 ? String.fromCharCode(97 + Math.floor(rand() * 26)) : pieces[Math.floor(rand() * pieces.length)];
  return out;
}

/** `bytes` cut into chunks of 1..max bytes at random places. */
export function randomChunks(rand: () => number, bytes: Uint8Array, max = 64): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; ) {
    const n = 1 + Math.floor(rand() * max);
    chunks.push(bytes.subarray(i, i + n));
    i += n;
  }
  return chunks;
}

async function* from(chunks: Uint8Array[]): AsyncIterable<Uint8Array> {
  for (const chunk of chunks) yield chunk;
}

const registries = new WeakMap<Tool, Registry>();

/**
 * Streams `chunks` into the tool's main parameter; returns the result with the streamed primary
 * output joined back into `data` (what the function would return), or undefined when the tool
 * does not stream with these parameters.
 */
export async function runStream(tool: Tool, params: Record<string, unknown>, chunks: Uint8Array[]): Promise<(TestResult & { pieces: string[] }) | undefined> {
  let registry = registries.get(tool);
  if (!registry) registries.set(tool, (registry = new Registry().register(tool)));
  const pieces: string[] = [];
  const outcome = await executeStream(registry, tool.definition.id, params, from(chunks), { limits: 'none', onOutput: (p) => void pieces.push(p) });
  if (!outcome.streamed) return undefined;
  const { result } = outcome;
  if (!result.success) return { ...result, pieces };
  const data = outcome.primary ? { [outcome.primary]: pieces.join(''), ...(result.data as object) } : result.data;
  return { ...result, data, pieces };
}

/**
 * The stream's data equals the function's for the same input: `text` (as its UTF-8 bytes, cut
 * at random) or raw `bytes` with `functionInput` (how the function is given those bytes, e.g.
 * base64 with inputEncoding 'base64').
 */
export async function expectStreamEqualsFunction(
  tool: Tool,
  params: Record<string, unknown>,
  input: { text: string } | { bytes: Uint8Array; functionInput: RawInput },
  rand: () => number,
  maxChunk = 64,
): Promise<void> {
  const main = tool.definition.stream!.parameter;
  const bytes = 'text' in input ? new TextEncoder().encode(input.text) : input.bytes;
  const direct = await runTool(tool, 'text' in input ? { ...params, [main]: input.text } : input.functionInput, { limits: 'none' });
  const streamed = await runStream(tool, params, randomChunks(rand, bytes, maxChunk));
  expect(streamed, 'the tool streams with these parameters').toBeDefined();
  expect(streamed!.success, streamed!.error).toBe(direct.success);
  expect(streamed!.data).toEqual(direct.data);
  expect(streamed!.metadata?.outputSize).toBe(direct.metadata?.outputSize);
}
