import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { graphemeCount } from '../../_shared/text.js';
import definition from './definition.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const clean = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif' };

/** Warnings for a URL that a crawler needs absolute (and, for images, over https). */
function checkUrl(label: string, value: string, warnings: string[]): void {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    warnings.push(`The ${label} "${value}" is not an absolute URL: crawlers do not resolve relative URLs, so write it with https://.`);
    return;
  }
  if (parsed.protocol === 'http:') warnings.push(`The ${label} uses http: many platforms fetch only https URLs (and browsers flag mixed content).`);
  else if (parsed.protocol !== 'https:') warnings.push(`The ${label} uses the ${parsed.protocol} scheme; previews need an https URL.`);
}

function handle(label: string, value: string | undefined): string | undefined | { error: string } {
  if (value === undefined) return undefined;
  const m = /^@?([A-Za-z0-9_]{1,15})$/.exec(value.trim());
  return m ? `@${m[1]}` : { error: `${label} "${value}" is not an X/Twitter handle: 1–15 letters, digits or underscores, with or without a leading @` };
}

export default defineTool(definition, (params) => {
  const warnings: string[] = [];
  const title = clean(params.title);
  if (!title) return failure('INVALID_INPUT', 'The title is blank; previews need a title');
  const description = clean(params.description);
  const url = clean(params.url);
  const image = clean(params.image);
  const site = handle('twitterSite', params.twitterSite);
  const creator = handle('twitterCreator', params.twitterCreator);
  for (const h of [site, creator]) if (typeof h === 'object') return failure('INVALID_INPUT', h.error);

  const titleLength = graphemeCount(title);
  if (titleLength > 60) warnings.push(`The title has ${titleLength} characters; previews and search results cut it after about 60.`);
  if (!description) warnings.push('There is no description: most previews show one under the title.');
  else if (graphemeCount(description) > 160) warnings.push(`The description has ${graphemeCount(description)} characters; previews cut it after about 160 (some after 110).`);
  if (url) checkUrl('page URL', url, warnings);
  else warnings.push('There is no page URL: og:url tells platforms which URL to count likes and shares for.');
  if (image) checkUrl('image URL', image, warnings);
  else warnings.push('There is no image: most platforms then show a small text-only preview.');
  const [w, h] = [params.imageWidth, params.imageHeight];
  if (image && (w === undefined) !== (h === undefined)) warnings.push('Give both the image width and height, or neither.');
  if (image && !params.imageAlt) warnings.push('There is no image alt text (og:image:alt) for screen-reader users.');

  const card = params.twitterCard === 'auto' ? (image ? 'summary_large_image' : 'summary') : params.twitterCard;
  if (card === 'summary_large_image' && !image) warnings.push('summary_large_image needs an image; without one X shows a plain link.');
  if (card === 'summary_large_image' && w !== undefined && h !== undefined && (w < 300 || h < 157))
    warnings.push(`A ${w}×${h} image is below the 300×157 minimum of summary_large_image; 1200×630 is the usual size.`);

  const imageType = image ? IMAGE_TYPES[/\.([a-z0-9]+)(?:[?#]|$)/i.exec(image)?.[1]?.toLowerCase() ?? ''] : undefined;
  const alt = clean(params.imageAlt);
  type Tag = [attribute: 'property' | 'name', key: string, value: string | number | undefined];
  const og = (key: string, value: string | number | undefined): Tag => ['property', key, value];
  const named = (key: string, value: string | undefined): Tag => ['name', key, value];
  const tags: Tag[] = [
    ...(params.includeBasic ? [named('description', description)] : []),
    og('og:type', params.type),
    og('og:url', url),
    og('og:title', title),
    og('og:description', description),
    og('og:site_name', clean(params.siteName)),
    og('og:locale', params.locale),
    og('og:image', image),
    ...(image ? [og('og:image:type', imageType), og('og:image:width', w), og('og:image:height', h), og('og:image:alt', alt)] : []),
    named('twitter:card', card),
    named('twitter:site', site as string | undefined),
    named('twitter:creator', creator as string | undefined),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
    named('twitter:image:alt', image ? alt : undefined),
  ];
  const lines: string[] = [];
  const meta: Record<string, string> = {};
  if (params.includeBasic) {
    lines.push(`<title>${escapeAttribute(title)}</title>`);
    if (url) lines.push(`<link rel="canonical" href="${escapeAttribute(url)}">`);
  }
  for (const [attribute, key, value] of tags) {
    if (value === undefined) continue;
    meta[key] = String(value);
    lines.push(`<meta ${attribute}="${key}" content="${escapeAttribute(String(value))}">`);
  }
  return withWarnings(success({ html: lines.join('\n'), meta, tagCount: lines.length }), warnings);
});
