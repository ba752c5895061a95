import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaDir } from './support/ajv.js';

const shared = fileURLToPath(new URL('../../shared/spec/schemas/', import.meta.url));

describe('vendored reference schemas', () => {
  it.runIf(existsSync(shared))('are identical to shared/spec/schemas', () => {
    const names = readdirSync(shared).filter((n) => n.endsWith('.json')).sort();
    expect(names.length).toBe(4);
    for (const name of names) expect(readFileSync(`${schemaDir}${name}`, 'utf8'), name).toBe(readFileSync(`${shared}${name}`, 'utf8'));
  });
});
