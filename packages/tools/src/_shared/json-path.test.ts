import { describe, expect, it } from 'vitest';
import { jsonPath } from './json-path.js';

describe('jsonPath', () => {
  it('uses dots for identifiers and quoted brackets for every other key', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['a', 0, 'b_1', '$x'])).toBe('$.a[0].b_1.$x');
    expect(jsonPath(['b c', '1a', '', 'é', 'q"'])).toBe('$["b c"]["1a"][""]["é"]["q\\""]');
  });
});
