import { describe, expect, it } from 'vitest';
import { definitions } from '@ctp/tools';
import { compactIndex } from '../src/shared/catalog-index.js';
import { editDistance, searchIndex, type IndexEntry } from '../src/shared/search.js';

const index = compactIndex(definitions);
const top = (q: string) => searchIndex(index, q)[0];

describe('catalog search', () => {
  it('puts the obvious tool first', () => {
    expect(top('json')).toBe('json-formatter');
    expect(top('uuid')).toBe('uuid-generator');
    expect(top('diff')).toBe('text-diff');
    expect(top('base64')).toBe('base64-encoder');
    expect(top('jwt')).toBe('jwt-decoder');
    expect(top('regex')).toBe('regex-tester');
    expect(top('sha256')).toBe('hash-generator');
    expect(top('pretty json')).toBe('json-formatter');
    expect(top('epoch')).toBe('unix-timestamp-converter');
    expect(top('json formatter')).toBe('json-formatter');
    expect(top('json-to-yaml')).toBe('json-to-yaml');
  });

  it('forgives typos: a swap, a missing or an extra letter', () => {
    expect(searchIndex(index, 'jsno').slice(0, 3)).toContain('json-formatter');
    expect(top('jwt decodr')).toBe('jwt-decoder');
    expect(top('formater json')).toBe('json-formatter');
    expect(top('uuid generater')).toBe('uuid-generator');
    // but exact hits always rank above typo hits
    const entries: IndexEntry[] = [
      { id: 'form', name: 'Form', category: 'x', tags: [], keywords: [], summary: '' },
      { id: 'from', name: 'From', category: 'x', tags: [], keywords: [], summary: '' },
    ];
    expect(searchIndex(entries, 'from')).toEqual(['from', 'form']);
  });

  it('needs every word to match, filters by category, lists everything for an empty query', () => {
    expect(searchIndex(index, 'json zzzzqqq')).toEqual([]);
    expect(searchIndex(index, '')).toHaveLength(index.length);
    for (const id of searchIndex(index, 'json', 'validators')) expect(index.find((e) => e.id === id)!.category).toBe('validators');
  });

  it('measures edit distance with swaps as one edit, stopping early', () => {
    expect(editDistance('jsno', 'json', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });
});
