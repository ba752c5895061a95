import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { definitions } from '@ctp/tools';
// @ts-expect-error plain JS script
import { renderCatalog } from '../scripts/catalog-docs.mjs';

describe('docs/catalog.md', () => {
  it('is the page generated from the current definitions (run `npm run catalog:docs`)', () => {
    const committed = readFileSync(new URL('../docs/catalog.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderCatalog(definitions));
  });
});
