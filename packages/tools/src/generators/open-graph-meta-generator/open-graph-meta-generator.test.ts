import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the package's types declare the module under its old name, 'domino'
import domino from '@mixmark-io/domino';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out { html: string; meta: Record<string, string>; tagCount: number }
const make = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const warnings = async (input: Record<string, unknown>) => (await runTool(tool, input)).metadata?.warnings;
const FULL = { title: 'T', description: 'D', url: 'https://e.com/', image: 'https://e.com/i.png', imageAlt: 'A' };

/** Reads the tags back with a real HTML parser: property/name → content, and the <title>. */
function parsed(html: string): { title: string; meta: Record<string, string> } {
  const doc = (domino as { createDocument(html: string): Document }).createDocument(`<!doctype html><html><head>${html}</head><body></body></html>`);
  const meta: Record<string, string> = {};
  for (const el of doc.querySelectorAll('head meta')) meta[el.getAttribute('property') ?? el.getAttribute('name')!] = el.getAttribute('content')!;
  return { title: doc.title, meta };
}

describe('open-graph-meta-generator', () => {
  itReproducesItsExample(tool);

  it('escapes every attribute so an HTML parser reads back the exact values', async () => {
    const input = { title: `<script>alert('x')</script> & "more"`, description: `It's <b>bold</b> & "quoted"`, url: 'https://e.com/?a=1&b="2"', image: 'https://e.com/i.jpg?x=<y>', imageAlt: `a "quote" & 'apostrophe'`, siteName: '&amp; literal' };
    const out = await make(input);
    expect(out.html).not.toContain('<script');
    expect(out.html).toContain('<meta property="og:site_name" content="&amp;amp; literal">');
    const back = parsed(out.html);
    expect(back.title).toBe(input.title);
    expect(back.meta).toEqual(out.meta);
    expect(out.meta['og:title']).toBe(input.title);
    expect(out.meta['og:image:alt']).toBe(input.imageAlt);
    expect(out.meta['og:image:type']).toBe('image/jpeg');
  });

  it('handles a title alone, with warnings for everything recommended', async () => {
    const out = await make({ title: 'Hello' });
    expect(out.html).toBe(['<title>Hello</title>', '<meta property="og:type" content="website">', '<meta property="og:title" content="Hello">', '<meta name="twitter:card" content="summary">', '<meta name="twitter:title" content="Hello">'].join('\n'));
    expect(out.tagCount).toBe(5);
    expect(await warnings({ title: 'Hello' })).toEqual([
      'There is no description: most previews show one under the title.',
      'There is no page URL: og:url tells platforms which URL to count likes and shares for.',
      'There is no image: most platforms then show a small text-only preview.',
    ]);
    expect(await warnings(FULL)).toBeUndefined();
  });

  it('warns about long texts and URLs that are relative, http or not web URLs', async () => {
    expect(await warnings({ ...FULL, title: 'x'.repeat(61), description: 'y'.repeat(161) })).toEqual([
      'The title has 61 characters; previews and search results cut it after about 60.',
      'The description has 161 characters; previews cut it after about 160 (some after 110).',
    ]);
    expect(await warnings({ ...FULL, title: '👍🏽'.repeat(60) })).toBeUndefined(); // counted as characters people see
    expect(await warnings({ ...FULL, image: '/og.png', url: 'http://e.com/' })).toEqual([
      'The page URL uses http: many platforms fetch only https URLs (and browsers flag mixed content).',
      'The image URL "/og.png" is not an absolute URL: crawlers do not resolve relative URLs, so write it with https://.',
    ]);
    expect(await warnings({ ...FULL, image: 'ftp://e.com/i.png' })).toEqual(['The image URL uses the ftp: scheme; previews need an https URL.']);
    expect(await warnings({ ...FULL, imageWidth: 200 })).toEqual(['Give both the image width and height, or neither.']);
    expect(await warnings({ ...FULL, imageWidth: 200, imageHeight: 100 })).toEqual(['A 200×100 image is below the 300×157 minimum of summary_large_image; 1200×630 is the usual size.']);
    expect(await warnings({ title: 'T', description: 'D', url: 'https://e.com/', twitterCard: 'summary_large_image' })).toEqual([
      'There is no image: most platforms then show a small text-only preview.',
      'summary_large_image needs an image; without one X shows a plain link.',
    ]);
  });

  it('applies the options: type, locale, card, handles, basic tags off, whitespace collapsed', async () => {
    const out = await make({ ...FULL, description: ' line one\n\nline  two ', type: 'article', locale: 'de_DE', twitterCard: 'summary', twitterSite: '@site_1', twitterCreator: 'Author', includeBasic: false });
    expect(out.meta).toEqual({
      'og:type': 'article', 'og:url': 'https://e.com/', 'og:title': 'T', 'og:description': 'line one line two', 'og:locale': 'de_DE', 'og:image': 'https://e.com/i.png',
      'og:image:type': 'image/png', 'og:image:alt': 'A', 'twitter:card': 'summary', 'twitter:site': '@site_1', 'twitter:creator': '@Author', 'twitter:title': 'T',
      'twitter:description': 'line one line two', 'twitter:image': 'https://e.com/i.png', 'twitter:image:alt': 'A',
    });
    expect(out.html).not.toContain('<title>');
    expect(out.html).not.toContain('canonical');
    expect((await make({ ...FULL, image: 'https://e.com/og?format=webp' })).meta['og:image:type']).toBeUndefined();
    expect((await make({ ...FULL, image: 'https://e.com/og.WEBP?v=2' })).meta['og:image:type']).toBe('image/webp');
  });

  it('keeps unicode as is', async () => {
    const out = await make({ title: UNICODE_SAMPLE, description: UNICODE_SAMPLE });
    expect(out.meta['og:title']).toBe(UNICODE_SAMPLE);
    expect(out.html).toContain(`<meta property="og:description" content="${UNICODE_SAMPLE}">`);
  });

  it('handles the largest allowed fields', async () => {
    const title = largestInput(tool, 'title', '&');
    const out = await make({ ...FULL, title, description: largestInput(tool, 'description', '"') });
    expect(out.meta['og:title']).toBe(title);
    expect(parsed(out.html).meta).toEqual(out.meta);
  });

  it('rejects bad input', async () => {
    await runError(tool, { title: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { title: ' \n ' }, 'INVALID_INPUT')).toBe('The title is blank; previews need a title');
    expect(await runError(tool, { title: 'T', twitterSite: '@has space' }, 'INVALID_INPUT')).toBe('twitterSite "@has space" is not an X/Twitter handle: 1–15 letters, digits or underscores, with or without a leading @');
    await runError(tool, { title: 'T', twitterCreator: '@sixteen_chars_xx' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { title: 'T', locale: 'en-US' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { title: 'T', type: 'blog' }, 'CONSTRAINT_VIOLATION');
  });
});
