import { describe, expect, it } from 'vitest';
import { INPUT_KINDS } from '@ctp/core';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { CASES, JWT } from '../../_test/detect-cases.js';
import { handlers } from '../../handles.generated.js';
import { definitions } from '../../tools.generated.js';

interface Data {
  summary: string;
  kinds: Array<{ kind: string; confidence: number; label: string; detail?: string }>;
  tools: Array<{ id: string; name: string; kind: string; confidence: number; params: Record<string, unknown>; input?: string }>;
}

const identify = (text: string) => runOk<Data>(tool, { text });

describe('identify-input', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('says so when nothing is recognised', async () => {
    expect(await identify('The quick brown fox jumps over the lazy dog.')).toEqual({ summary: 'No known format recognised: it reads as plain text.', kinds: [], tools: [] });
    const unicode = await identify(UNICODE_SAMPLE);
    expect(unicode.kinds.every((k) => k.confidence <= 0.5)).toBe(true);
  });

  it.each(INPUT_KINDS.map((k) => [k, CASES[k]] as const))('%s: found with the tools that open it; a near miss is not', async (kind, { yes, no }) => {
    const data = await identify(yes);
    expect(data.kinds.map((k) => k.kind)).toContain(kind);
    // every tool that declares it opens this kind is offered, with its preset params
    for (const handler of handlers[kind] ?? []) {
      const offered = data.tools.find((t) => t.id === handler.id);
      expect(offered, `${handler.id} for ${kind}`).toBeDefined();
      expect(offered!.params).toEqual(handler.params ?? {});
    }
    expect((await identify(no)).kinds.map((k) => k.kind)).not.toContain(kind);
  });

  it('ranks the tools by how sure it is of their kind and names the input parameter', async () => {
    const jwt = await identify(JWT);
    expect(jwt.tools[0]).toMatchObject({ id: 'jwt-decoder', kind: 'jwt', input: 'token' });
    expect(jwt.summary).toMatch(/^JWT \(HS256\), 99% sure\. Open it with JWT Decoder/);
    const base64 = await identify('SGVsbG8sIHdvcmxkIQ==');
    expect(base64.tools[0]).toMatchObject({ id: 'base64-encoder', params: { mode: 'decode' }, input: 'text' });
    const time = await identify('1700000000');
    expect(time.tools[0]).toMatchObject({ id: 'unix-timestamp-converter', kind: 'unix-timestamp', input: 'timestamp' });
    expect(time.summary).toMatch(/^Unix timestamp in seconds, 85% sure\. Open it with Unix Timestamp Converter\. Could also be: Integer \(60%\)\.$/);
    for (let i = 1; i < time.tools.length; i++) expect(time.tools[i - 1]!.confidence).toBeGreaterThanOrEqual(time.tools[i]!.confidence);
  });

  it('offers only tools that exist, each once', async () => {
    const ids = new Set(definitions.map((d) => d.id));
    for (const { yes } of Object.values(CASES)) {
      const data = await identify(yes);
      for (const t of data.tools) expect(ids.has(t.id), t.id).toBe(true);
      expect(new Set(data.tools.map((t) => t.id)).size).toBe(data.tools.length);
    }
  });

  it('handles the largest allowed input', async () => {
    const data = await identify(largestInput(tool, 'text', '{"k":1}'));
    expect(data.kinds.length).toBeGreaterThanOrEqual(0);
    const list = await identify(largestInput(tool, 'text', '192.168.0.1\n'));
    expect(list.kinds[0]).toMatchObject({ kind: 'ipv4', label: 'IPv4 address, one per line' });
    expect(list.tools[0]!.id).toBe('ip-address-validator');
  });

  it('refuses input over the limit', async () => {
    await runError(tool, { text: 'a'.repeat(1_000_001) }, 'CONSTRAINT_VIOLATION');
  });
});
