import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { valid: boolean; summary: string; policy: Record<string, unknown>; tags: Array<{ tag: string; value: string; meaning: string }>; issues: Array<{ severity: string; message: string }> };
const check = (record: string) => runOk<Out>(tool, { record });
const errors = (out: Out) => out.issues.filter((i) => i.severity === 'error').map((i) => i.message);

describe('dmarc-record-parser', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { record: '' }, 'MISSING_REQUIRED');
  });

  it('reads the records of RFC 7489 Appendix B with their defaults', async () => {
    const b21 = await check('v=DMARC1; p=none; rua=mailto:dmarc-feedback@example.com');
    expect(b21).toMatchObject({ valid: true, summary: 'Valid DMARC: monitoring only (p=none)' });
    expect(b21.policy).toEqual({ p: 'none', sp: 'none', adkim: 'r', aspf: 'r', pct: 100, rua: ['mailto:dmarc-feedback@example.com'], ruf: [], fo: '0', ri: 86400 });
    const b22 = await check('v=DMARC1; p=none; rua=mailto:dmarc-feedback@example.com; ruf=mailto:auth-reports@thirdparty.example.net');
    expect(b22.policy.ruf).toEqual(['mailto:auth-reports@thirdparty.example.net']);
    const b23 = await check('v=DMARC1; p=quarantine; rua=mailto:dmarc-feedback@example.com,mailto:tld-test@thirdparty.example.net!10m; pct=25');
    expect(b23).toMatchObject({ valid: true, summary: 'Valid DMARC: quarantine 25% of failing mail' });
    expect(b23.policy.rua).toHaveLength(2);
  });

  it('reports errors and weak settings', async () => {
    expect(errors(await check('p=reject; v=DMARC1'))).toContain('A DMARC record starts with v=DMARC1; this one starts with p=.');
    expect(errors(await check('v=DMARC1; p=block'))).toEqual(['p=block: must be none, quarantine or reject.']);
    expect(errors(await check('v=DMARC1; rua=mailto:a@b.c'))).toEqual(['The record has no p= policy, which is required.']);
    expect(errors(await check('v=DMARC1; p=reject; pct=150'))).toEqual(['pct=150: must be a whole number from 0 to 100.']);
    expect(errors(await check(`v=DMARC1; p=reject; rua=${UNICODE_SAMPLE}`))[0]).toMatch(/is not a mailto: URI/);
    expect(errors(await check('v=DMARC1; p=reject; p=none'))[0]).toMatch(/appears twice/);
    expect(errors(await check('v=DMARC1; p=reject; adkim=x'))).toEqual(['adkim=x: must be r (relaxed) or s (strict).']);
    const none = await check('v=DMARC1; p=none');
    expect(none.issues.map((i) => i.message)).toEqual([
      'p=none only monitors: mail that fails DMARC is still delivered. Move to quarantine or reject once reports look clean.',
      'No rua= address: you will get no aggregate reports to see who sends mail as your domain.',
    ]);
  });

  it('accepts quoted TXT strings and unknown tags with a warning', async () => {
    const out = await check('"v=DMARC1; p=reject; " "rua=mailto:d@example.com; foo=bar"');
    expect(out.valid).toBe(true);
    expect(out.issues).toEqual([{ severity: 'warning', message: 'Unknown tag foo= (ignored by receivers).' }]);
  });

  it('handles the largest allowed input', async () => {
    const rua = Array.from({ length: 150 }, (_, i) => `mailto:r${i}@example.com`).join(',');
    const out = await check(`v=DMARC1; p=reject; rua=${rua}`.slice(0, 4096));
    expect(out.policy.rua).toHaveLength(150);
  });
});
