import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import tool from './index.js';
import { REGISTERED } from './registered.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const look = (query: string, mode = 'auto') => runOk<any>(tool, { query, mode });
interface MimeTypes { lookup(s: string): string | false; contentType(s: string): string | false; extension(s: string): string | false; charset(s: string): string | false }
const mime = createRequire(import.meta.url)('mime-types') as MimeTypes;
const db = createRequire(import.meta.url)('mime-db') as Record<string, { extensions?: string[]; compressible?: boolean }>;

describe('mime-type-lookup', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { query: '' }, 'MISSING_REQUIRED');
  });

  it('handles the unicode sample and the largest input as unknown names', async () => {
    expect(await look(`${UNICODE_SAMPLE}.${UNICODE_SAMPLE}`)).toMatchObject({ mode: 'extension', found: false, extension: 'à😀中', mimeType: null });
    expect(await look(largestInput(tool, 'query', 'a.'))).toMatchObject({ found: false, extension: null });
    expect(await look(`${largestInput(tool, 'query', 'a').slice(4)}.pdf`)).toMatchObject({ found: true, mimeType: 'application/pdf' });
  });

  it('reads extensions from names and paths as mime-types does', async () => {
    expect((await look('.MP3')).mimeType).toBe('audio/mpeg');
    expect((await look('archive.tar.gz')).mimeType).toBe('application/gzip');
    expect((await look('C:\\Users\\me\\Report.DOCX')).mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await look('src/.bashrc')).toMatchObject({ found: false, extension: null });
    expect(await look('README')).toMatchObject({ found: false, extension: 'readme' });
    expect(await look('js')).toMatchObject({ mimeType: 'text/javascript', alternatives: ['application/javascript'], charset: 'UTF-8' });
    expect(await look('photo.jpg')).toMatchObject({ mimeType: 'image/jpeg', compressible: false, source: 'iana', contentType: 'image/jpeg', charset: null });
  });

  it('looks up MIME types, ignoring case and parameters', async () => {
    expect(await look('Text/HTML; charset=ISO-8859-1')).toEqual({
      mode: 'mime', found: true, extension: 'html', mimeType: 'text/html', extensions: ['html', 'htm', 'shtml'], alternatives: [],
      charset: 'UTF-8', compressible: true, source: 'iana', contentType: 'text/html; charset=utf-8',
    });
    expect(await look('image/svg+xml')).toMatchObject({ extensions: ['svg', 'svgz'], compressible: true });
    expect(await look('image/jpg')).toMatchObject({ mode: 'mime', found: false, mimeType: 'image/jpg', extensions: [] });
    expect(await look('x-foo/bar')).toMatchObject({ mode: 'mime', found: false });
    // a known type without extensions
    expect(await look('multipart/form-data')).toMatchObject({ found: true, extension: null, extensions: [] });
  });

  it('follows the mode: a path with a slash is a file name, and a name in MIME mode is not found', async () => {
    expect(await look('docs/report.pdf')).toMatchObject({ mode: 'extension', mimeType: 'application/pdf' });
    expect(await look('image/png', 'extension')).toMatchObject({ mode: 'extension', found: false });
    expect(mime.lookup('image/png')).toBe(false);
    expect(await look('report.pdf', 'mime')).toMatchObject({ mode: 'mime', found: false, mimeType: null });
  });

  it('RFC 9512: .yaml and .yml are application/yaml (text/yaml, which mime-db lists, is not registered)', async () => {
    for (const name of ['config.yaml', 'ci.YML', 'yaml'])
      expect(await look(name)).toMatchObject({ found: true, mimeType: 'application/yaml', source: 'iana', contentType: 'application/yaml', alternatives: ['text/yaml'] });
    expect(await look('application/yaml')).toMatchObject({ found: true, extension: 'yaml', extensions: ['yaml', 'yml'], compressible: true });
    expect(await look('text/yaml')).toMatchObject({ found: true, extensions: ['yaml', 'yml'] });
  });

  it('uses the registrations that name extensions mime-db does not attach (CBOR, Zstandard, PKCS #12)', async () => {
    expect(await look('data.cbor')).toMatchObject({ mimeType: 'application/cbor', alternatives: [] });
    expect(await look('archive.tar.zst')).toMatchObject({ mimeType: 'application/zstd' });
    expect(await look('cert.pfx')).toMatchObject({ mimeType: 'application/pkcs12', alternatives: ['application/x-pkcs12'] });
    expect(await look('application/pkcs12')).toMatchObject({ extension: 'p12', extensions: ['p12', 'pfx'] });
  });

  it('agrees with mime-types on every other extension and type in mime-db', async () => {
    const overlaid = new Set(Object.values(REGISTERED).flatMap((r) => r.extensions));
    const extensions = new Set(Object.values(db).flatMap((e) => e.extensions ?? []).filter((e) => !overlaid.has(e)));
    expect(extensions.size).toBeGreaterThan(1000);
    for (const ext of extensions) {
      const data = await look(`file.${ext}`, 'extension');
      expect([ext, data.mimeType, data.contentType]).toEqual([ext, mime.lookup(ext), mime.contentType(ext)]);
    }
    for (const type of Object.keys(db).filter((t) => !(t in REGISTERED))) {
      const data = await look(type, 'mime');
      expect([type, data.extension, data.charset, data.compressible]).toEqual([type, mime.extension(type) || null, mime.charset(type) || null, db[type]!.compressible ?? null]);
    }
    for (const name of ['..foo', 'a.', 'x/y/', 'dir.d/file', 'a..b', '.hidden.txt', 'no_ext', 'TEST.PnG'])
      expect([name, (await look(name, 'extension')).mimeType ?? false]).toEqual([name, mime.lookup(name)]);
  });
});
