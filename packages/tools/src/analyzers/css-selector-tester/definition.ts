import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'css-selector-tester',
  name: 'CSS Selector Tester',
  description:
    'Try a CSS selector on HTML and see which elements it matches, as querySelectorAll would: their markup, text and a path to each. Supports CSS Selectors Level 4 in practice (:is, :where, :not with lists, :has, :nth-child(An+B of S), attribute operators with i/s flags, :contains for scraping). Invalid selectors are explained. Uses htmlparser2 and css-select (no browser needed). Up to 1,000,000 characters of HTML.',
  category: 'analyzers',
  tags: ['css', 'selector', 'html', 'query', 'test'],
  keywords: ['css selector tester', 'test css selector', 'queryselectorall', 'css selector online', 'selector playground', 'scraping selector', 'cheerio selector', 'jquery selector', 'nth-child tester', 'has selector'],
  method: 'POST',
  parameters: [
    { name: 'selector', type: 'text', label: 'Selector', description: 'A CSS selector, e.g. ul.menu > li:not(.hidden) a[href^="https"]', required: true, placeholder: 'article h2 + p', validation: { maxLength: 2000 } },
    { name: 'html', type: 'textarea', label: 'HTML', description: 'The markup to search.', required: true, placeholder: '<article><h2>Title</h2><p>First paragraph</p></article>', validation: { maxLength: 1_000_000 } },
    { name: 'limit', type: 'number', label: 'Max matches shown', description: 'How many matches to list (all are counted).', required: false, defaultValue: 100, validation: { min: 1, max: 1000, step: 1 } },
  ],
  outputDescription: 'The matching elements with markup, text and path.',
  outputSchema: {
    type: 'object',
    properties: {
      count: { type: 'integer', minimum: 0, description: 'How many elements match.' },
      matches: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            tag: { type: 'string' },
            path: { type: 'string', description: 'Where it is: tag names with :nth-of-type() from the root.' },
            text: { type: 'string', description: 'Its text content, whitespace collapsed (at most 500 characters).' },
            markup: { type: 'string', description: 'Its outer HTML (at most 2,000 characters).' },
          },
          required: ['tag', 'path', 'text', 'markup'],
          additionalProperties: false,
        },
      },
      texts: { type: 'array', items: { type: 'string' }, description: 'The text of each listed match.' },
    },
    required: ['count', 'matches', 'texts'],
    additionalProperties: false,
  },
  primaryOutput: 'texts',
  handles: [{ kind: 'html', input: 'html' }],
  example: {
    input: {
      selector: 'ul.menu > li:not(.hidden) a[href^="https"]',
      html: '<ul class="menu"><li><a href="https://a.example">A</a></li><li class="hidden"><a href="https://b.example">B</a></li><li><a href="/local">C</a></li></ul>',
    },
    output: {
      count: 1,
      matches: [{ tag: 'a', path: 'ul:nth-of-type(1) > li:nth-of-type(1) > a:nth-of-type(1)', text: 'A', markup: '<a href="https://a.example">A</a>' }],
      texts: ['A'],
    },
    description: 'Visible menu links to https URLs.',
  },
  relatedTools: ['xpath-tester', 'html-to-text', 'html-beautifier'],
  isolate: true,
});
