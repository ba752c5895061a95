import { defineTool, failure, success } from '@ctp/core';
import { v3, v5 } from 'uuid';
import definition from './definition.js';

const NAMESPACES: Record<string, string> = {
  dns: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  url: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  oid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  x500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
};
const MAX_NAMES = 100_000;

/** Accepts 8-4-4-4-12 hex, optionally in braces or as urn:uuid:, or 32 bare hex digits; returns the lower-case canonical form. */
function parseNamespace(text: string): { ok: true; value: string } | { ok: false; message: string } {
  let t = text.trim();
  if (/^urn:uuid:/i.test(t)) t = t.slice(9);
  if (t.startsWith('{') && t.endsWith('}')) t = t.slice(1, -1);
  if (/^[0-9a-fA-F]{32}$/.test(t)) t = `${t.slice(0, 8)}-${t.slice(8, 12)}-${t.slice(12, 16)}-${t.slice(16, 20)}-${t.slice(20)}`;
  if (/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(t)) return { ok: true, value: t.toLowerCase() };
  const bad = /[^0-9a-fA-F-]/.exec(t);
  const why = bad
    ? `"${bad[0]}" at position ${bad.index + 1} is not a hex digit`
    : `its groups have ${t.split('-').map((g) => g.length).join('-')} hex digits instead of 8-4-4-4-12`;
  return { ok: false, message: `Custom namespace "${text}" is not a UUID: ${why}. Example: 6ba7b810-9dad-11d1-80b4-00c04fd430c8` };
}

export default defineTool(definition, (params) => {
  const version = params.version;
  let namespace = NAMESPACES[params.namespace];
  if (namespace === undefined) {
    const parsed = parseNamespace(params.customNamespace!); // required for a custom namespace (dependsOn)
    if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
    namespace = parsed.value;
  }
  const text = params.name;
  const names = params.batch ? text.split(/\r\n|\n|\r/).filter((l) => l !== '') : [text];
  if (names.length === 0) return failure('INVALID_INPUT', 'Batch mode found no names: every line is empty. Put one name per line.');
  if (names.length > MAX_NAMES) return failure('INVALID_INPUT', `Batch mode accepts at most ${MAX_NAMES.toLocaleString('en-US')} names; the input has ${names.length.toLocaleString('en-US')} non-empty lines`);
  const make = version === 'v5' ? v5 : v3;
  const upper = params.uppercase;
  const results = names.map((name) => {
    const id = make(name, namespace);
    return { name, uuid: upper ? id.toUpperCase() : id };
  });
  return success({
    uuid: results.map((r) => r.uuid).join('\n'),
    version: version === 'v5' ? 5 : 3,
    namespace,
    count: results.length,
    results,
  });
});
