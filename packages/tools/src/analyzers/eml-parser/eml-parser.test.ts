import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { subject: string; from: string; to: string[]; cc: string[]; date: string; text: string; html: string; attachments: Array<{ filename: string; mimeType: string; size: number; disposition: string; contentId: string; content: string }>; headers: Array<{ name: string; value: string }> };
const parse = (source: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { source, ...extra });

const MULTI = [
  'From: "Sender, Inc." <s@example.com>',
  'To: undisclosed-recipients:;',
  'Cc: =?ISO-8859-1?Q?Andr=E9?= <andre@example.fr>',
  'Subject: =?UTF-8?B?' + Buffer.from(`Hi ${UNICODE_SAMPLE}`).toString('base64') + '?=',
  'Received: from mx.example.com by mail.example.org; Tue, 5 Mar 2024 10:00:00 +0000',
  'Authentication-Results: mail.example.org; spf=pass smtp.mailfrom=example.com; dkim=pass header.d=example.com',
  'Content-Type: multipart/related; boundary="r"',
  '',
  '--r',
  'Content-Type: multipart/alternative; boundary="a"',
  '',
  '--a',
  'Content-Type: text/plain; charset=iso-8859-1',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Caf=E9 cr=E8me',
  '--a',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p>Café <img src="cid:logo@x"></p>',
  '--a--',
  '--r',
  'Content-Type: image/png',
  'Content-ID: <logo@x>',
  'Content-Disposition: inline',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).toString('base64'),
  '--r--',
  '',
].join('\r\n');

describe('eml-parser', () => {
  itReproducesItsExample(tool);

  it('needs a source or a file', async () => {
    await runError(tool, {}, 'MISSING_REQUIRED');
  });

  it('decodes nested multiparts, charsets, encoded words and inline images', async () => {
    const out = await parse(MULTI, { includeAttachments: true });
    expect(out.subject).toBe(`Hi ${UNICODE_SAMPLE}`);
    expect(out.from).toBe('Sender, Inc. <s@example.com>');
    expect(out.cc).toEqual(['André <andre@example.fr>']);
    expect(out.text).toBe('Café crème');
    expect(out.html.trim()).toBe('<p>Café <img src="cid:logo@x"></p>');
    expect(out.attachments).toEqual([{ filename: '', mimeType: 'image/png', size: 8, disposition: 'inline', contentId: '<logo@x>', content: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).toString('base64') }]);
    expect(out.headers.find((h) => h.name === 'authentication-results')!.value).toMatch(/spf=pass/);
    expect(out.headers.map((h) => h.name)).toContain('received');
  });

  it('reads an .eml file given as a data URL', async () => {
    const file = `data:message/rfc822;base64,${Buffer.from('Subject: file\r\n\r\nbody').toString('base64')}`;
    expect((await runOk<Out>(tool, { file })).text).toBe('body');
  });

  it('refuses text that is not an email', async () => {
    expect(await runError(tool, { source: 'just some words\nand more' }, 'INVALID_INPUT')).toMatch(/does not start with email headers/);
  });

  it('handles the largest allowed input', async () => {
    const body = largestInput(tool, 'source', 'line of text\r\n').slice(0, 1_999_900);
    const out = await parse(`Subject: big\r\n\r\n${body}`);
    expect(out.text.length).toBeGreaterThan(1_800_000);
  });
});
