import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'html-sanitizer',
  name: 'HTML Sanitizer',
  description:
    'Clean untrusted HTML so it is safe to show: removes <script>, <iframe>, <object>, event handlers (onerror=…), javascript: and data: URLs, <style> and other dangerous markup, and keeps an allow-list of formatting tags and attributes (sanitize-html, allow-list based like DOMPurify but without a DOM). Profiles from text only to rich content with images and tables, plus your own extra tags; lists what was removed. Up to 1,000,000 characters.',
  category: 'editors',
  tags: ['html', 'sanitize', 'xss', 'security'],
  keywords: ['html sanitizer', 'sanitize html', 'xss filter', 'remove script tags', 'clean html', 'dompurify', 'sanitize-html', 'strip dangerous html', 'safe html', 'user generated content'],
  method: 'POST',
  parameters: [
    { name: 'html', type: 'textarea', label: 'HTML', description: 'The untrusted HTML.', required: true, placeholder: '<p onclick="x()">Hi <img src=x onerror=alert(1)><script>evil()</script></p>', validation: { maxLength: 1_000_000 } },
    {
      name: 'profile',
      type: 'select',
      label: 'Allowed markup',
      description: 'Which tags survive.',
      required: false,
      defaultValue: 'standard',
      options: [
        { value: 'text', label: 'Text only (all tags removed, text kept)' },
        { value: 'basic', label: 'Basic formatting (b, i, em, strong, a, p, br, lists, code)' },
        { value: 'standard', label: 'Standard (sanitize-html defaults: text, headings, lists, tables, links)' },
        { value: 'rich', label: 'Rich (standard + images with http(s) sources)' },
      ],
    },
    { name: 'extraTags', type: 'text', label: 'Also allow tags', description: 'Comma-separated tag names to allow as well, e.g. details, summary.', required: false, placeholder: 'details, summary', validation: { maxLength: 1000 } },
    { name: 'allowClass', type: 'boolean', label: 'Keep class attributes', description: 'Keep class="…" on allowed tags.', required: false, defaultValue: false },
    { name: 'linkTargetBlank', type: 'boolean', label: 'Links open in a new tab', description: 'Add target="_blank" rel="noopener noreferrer" to every link.', required: false, defaultValue: false },
  ],
  outputDescription: 'The safe HTML and what was removed.',
  outputSchema: {
    type: 'object',
    properties: {
      sanitized: { type: 'string', description: 'The cleaned HTML.' },
      removedTags: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Tag name → how many were removed (their text may be kept).' },
      removedAttributes: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Attribute name → how many were removed (with their element or alone).' },
      changed: { type: 'boolean' },
    },
    required: ['sanitized', 'removedTags', 'removedAttributes', 'changed'],
    additionalProperties: false,
  },
  primaryOutput: 'sanitized',
  display: { sanitized: { as: 'code', language: 'html' } },
  example: {
    input: { html: '<p onclick="steal()">Hello <b>world</b> <img src=x onerror=alert(1)><script>evil()</script> <a href="javascript:alert(2)">link</a></p>' },
    output: {
      sanitized: '<p>Hello <b>world</b>  <a>link</a></p>',
      removedTags: { img: 1, script: 1 },
      removedAttributes: { onclick: 1, src: 1, onerror: 1, href: 1 },
      changed: true,
    },
    description: 'The script, the image with its handler, the click handler and the javascript: link are gone.',
  },
  relatedTools: ['html-entity-encoder', 'html-to-text', 'html-beautifier'],
  aiInstructions: 'The output is safe to insert as HTML only with the allow-list chosen; text-only gives text with HTML special characters escaped. Removed attributes include unsafe URLs (javascript:, data:) whose attribute is dropped.',
});
