import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { jpegWithExif } from '../../_test/exif.js';
import { dataUrl, gradient, pngOf } from '../../_test/images.js';

type Out = { summary: Record<string, unknown>; gps: { latitude: number; longitude: number; mapUrl: string } | null; tags: { group: string; tag: string; value: string }[]; tagCount: number };

describe('exif-reader', () => {
  itReproducesItsExample(tool);

  it('reads camera, date, orientation, XMP and the GPS position written from the EXIF layout', async () => {
    const out = await runOk<Out>(tool, { image: dataUrl(jpegWithExif(), 'image/jpeg') });
    expect(out.summary).toMatchObject({ make: 'Canon', model: 'Canon EOS R5', dateTaken: '2024:05:06 07:08:09', iso: 400, orientation: 'Rotate 90 CW' });
    // 48° 51' 29.6" N, 2° 17' 40.2" E
    expect(out.gps?.latitude).toBeCloseTo(48 + 51 / 60 + 29.6 / 3600, 9);
    expect(out.gps?.longitude).toBeCloseTo(2 + 17 / 60 + 40.2 / 3600, 9);
    expect(out.gps?.mapUrl).toContain('mlat=48.858222');
    expect(out.tags).toContainEqual({ group: 'xmp', tag: 'CreatorTool', value: 'ctp test' });
  });

  it('reports no metadata for a plain PNG and handles a large file', async () => {
    const out = await runOk<Out>(tool, { image: dataUrl(pngOf(gradient(300, 300))) });
    expect(out.gps).toBeNull();
    expect(out.summary.make).toBeNull();
    expect(out.tags.every((t) => t.group === 'ihdr')).toBe(true);
  });

  it('rejects files that are not images', async () => {
    expect(await runError(tool, { image: dataUrl(Buffer.from('just some text')) }, 'INVALID_INPUT')).toMatch(/no EXIF|cannot be read/);
    await runError(tool, {}, 'MISSING_REQUIRED');
  });
});
