import { defineTool, failure, success } from '@ctp/core';
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import definition from './definition.js';

const BASIC = ['b', 'i', 'em', 'strong', 'a', 'p', 'br', 'ul', 'ol', 'li', 'code', 'pre', 'blockquote', 'u', 's', 'sub', 'sup', 'span'];

/** Counts of tag names and attribute names, read with htmlparser2 (the parser sanitize-html uses). */
function inventory(html: string): { tags: Map<string, number>; attributes: Map<string, number> } {
  const tags = new Map<string, number>();
  const attributes = new Map<string, number>();
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        tags.set(name, (tags.get(name) ?? 0) + 1);
        for (const attr of Object.keys(attribs)) attributes.set(attr, (attributes.get(attr) ?? 0) + 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { tags, attributes };
}

function difference(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, n] of before) {
    const left = n - (after.get(name) ?? 0);
    if (left > 0) out[name] = left;
  }
  return out;
}

export default defineTool(definition, (params) => {
  const extra = (params.extraTags ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  const bad = extra.find((t) => !/^[a-z][a-z0-9-]*$/.test(t));
  if (bad) return failure('INVALID_INPUT', `"${bad}" is not a tag name.`);
  const dangerous = extra.find((t) => ['script', 'style', 'iframe', 'object', 'embed', 'textarea', 'noscript', 'frame', 'frameset', 'meta', 'base', 'link', 'svg', 'math'].includes(t));
  if (dangerous) return failure('INVALID_INPUT', `<${dangerous}> cannot be allowed: it can run code or change how the page loads.`);
  const base = params.profile === 'text' ? [] : params.profile === 'basic' ? BASIC : sanitizeHtml.defaults.allowedTags;
  const allowedTags = [...new Set([...base, ...(params.profile === 'rich' ? ['img'] : []), ...extra])];
  const classes = params.allowClass ? ['class'] : [];
  const allowedAttributes: Record<string, string[]> = { a: ['href', 'name', 'title', ...(params.linkTargetBlank ? ['target', 'rel'] : []), ...classes], img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading', ...classes], '*': classes };
  if (allowedTags.includes('td') || allowedTags.includes('th')) allowedAttributes.td = allowedAttributes.th = ['colspan', 'rowspan', ...classes];
  const sanitized = sanitizeHtml(params.html, {
    allowedTags,
    allowedAttributes,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    ...(params.linkTargetBlank ? { transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) } } : {}),
  });
  const before = inventory(params.html);
  const after = inventory(sanitized);
  const removedAttributes = difference(before.attributes, after.attributes);
  return success({ sanitized, removedTags: difference(before.tags, after.tags), removedAttributes, changed: sanitized !== params.html });
});
