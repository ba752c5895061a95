import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Row = { port: number; protocol: string; service: string; description: string; range: string };
type Out = { answer: string; total: number; results: Row[] };
const look = (query: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { query, ...extra });

describe('port-lookup', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { query: '' }, 'MISSING_REQUIRED');
  });

  it('knows the well-known ports of RFC 6335 / the IANA registry', async () => {
    const service = async (port: string, protocol = 'tcp') => (await look(port, { protocol })).results[0]!.service;
    expect(await service('22')).toBe('ssh');
    expect(await service('25')).toBe('smtp');
    expect(await service('53', 'udp')).toBe('domain');
    expect(await service('80')).toMatch(/http/); // the package keeps one of IANA's names (http, www, www-http)
    expect(await service('443')).toBe('https');
    expect(await service('3389')).toBe('ms-wbt-server');
    expect(await service('6379')).toBe('redis');
    expect((await look('443')).results[0]!.range).toBe('well-known');
    expect((await look('50000')).results[0]!.range).toBe('dynamic');
  });

  it('finds ports by service name and description words', async () => {
    expect((await look('redis')).results[0]).toMatchObject({ port: 6379, service: 'redis' });
    expect((await look('ssh', { protocol: 'tcp' })).answer).toBe('22: ssh (The Secure Shell (SSH) Protocol), TCP, well-known port');
    expect((await look('postgresql')).results[0]!.port).toBe(5432);
    expect((await look(UNICODE_SAMPLE)).total).toBe(0);
  });

  it('lists ranges and says unassigned', async () => {
    const out = await look('20-23', { protocol: 'tcp' });
    expect(out.results.map((r) => r.service)).toEqual(['ftp-data', 'ftp', 'ssh', 'telnet']);
    expect((await look('4', { protocol: 'tcp' })).answer).toBe('4: Unassigned, TCP, well-known port');
  });

  it('rejects impossible ports', async () => {
    expect(await runError(tool, { query: '70000' }, 'INVALID_INPUT')).toBe('70000 is not a port: ports go from 0 to 65535.');
    await runError(tool, { query: '100-50' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed request', async () => {
    const out = await look('0-65535', { limit: 1000, includeUnassigned: true });
    expect(out.results).toHaveLength(1000);
    expect(out.total).toBeGreaterThan(12_000);
  });
});
