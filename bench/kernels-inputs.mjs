// Deterministic inputs for bench/kernels.mjs: realistic documents of a given UTF-8 size, built
// from a seeded generator so every run (and the before/after comparison) sees the same bytes.

/** xorshift32: small, fast, seeded. */
export function random(seed = 12345) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)] };
}

const WORDS = (
  'alpha beta gamma delta request response user order item cache server client token value error warning ' +
  'update delete create select insert table index query status path method header body timeout retry'
).split(' ');
const NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy'];

/** Joins pieces until `bytes` (ASCII) is reached, then cuts at the last whole piece. */
function fill(bytes, piece, { open = '', close = '', join = '' } = {}) {
  const parts = [open];
  let size = open.length + close.length;
  for (let i = 0; size < bytes; i++) {
    const p = (i > 0 ? join : '') + piece(i);
    parts.push(p);
    size += p.length;
  }
  parts.push(close);
  return parts.join('');
}

/** Log-like lines: timestamps, levels, key=value pairs, free words. */
export function logText(bytes, seed = 1) {
  const r = random(seed);
  return fill(bytes, (i) => {
    const words = Array.from({ length: 3 + r.int(8) }, () => r.pick(WORDS)).join(' ');
    return `2024-05-${String(1 + (i % 28)).padStart(2, '0')}T12:${String(i % 60).padStart(2, '0')}:00Z ${r.pick(['INFO', 'WARN', 'DEBUG', 'ERROR'])} id=${r.int(1e6)} user=${r.pick(NAMES)} ${words}\n`;
  });
}

/** Lines with many repeats (for de-duplication and sorting). */
export function repeatedLines(bytes, seed = 2) {
  const r = random(seed);
  const pool = Array.from({ length: 5000 }, (_, i) => `${r.pick(WORDS)} ${r.pick(NAMES)} ${i} ${r.pick(WORDS)} ${r.pick(WORDS)}`);
  return fill(bytes, () => pool[r.int(pool.length)], { join: '\n', close: '\n' });
}

function record(r, i) {
  return {
    id: i,
    name: `${r.pick(NAMES)} ${r.pick(WORDS)}`,
    email: `${r.pick(NAMES)}${i}@example.com`,
    active: r.next() < 0.5,
    score: Math.round(r.next() * 1e6) / 100,
    tags: [r.pick(WORDS), r.pick(WORDS)],
    address: { street: `${r.int(999)} ${r.pick(WORDS)} street`, city: r.pick(NAMES), zip: String(r.int(99999)).padStart(5, '0') },
    note: r.next() < 0.2 ? `said "${r.pick(WORDS)}"\tand\\left` : null,
  };
}

/**
 * A JSON array of records on one line; every 50th record carries an integer beyond 2^53
 * (what a lossless formatter must keep).
 */
export function jsonText(bytes, seed = 3, indent = 0) {
  const r = random(seed);
  const nl = indent ? '\n' : '';
  return fill(
    bytes,
    (i) => {
      let text = JSON.stringify(record(r, i), null, indent);
      if (i % 50 === 0) text = text.replace(/"id":\s?\d+/, `"id":${indent ? ' ' : ''}1234567890123456789${i % 10}`);
      return indent ? text.replace(/^/gm, ' '.repeat(indent)) : text;
    },
    { open: `[${nl}`, close: `${nl}]`, join: `,${nl}` },
  );
}

/** CSV with a header, quoted fields with commas and quotes now and then. */
export function csvText(bytes, seed = 4) {
  const r = random(seed);
  const header = 'id,name,email,city,amount,status,comment\n';
  return header + fill(bytes - header.length, (i) => {
    const comment = r.next() < 0.1 ? `"${r.pick(WORDS)}, ""${r.pick(WORDS)}"""` : r.pick(WORDS);
    return `${i},${r.pick(NAMES)},${r.pick(NAMES)}${i}@example.com,${r.pick(NAMES)},${(r.next() * 1000).toFixed(2)},${r.pick(['open', 'closed', 'pending'])},${comment}\n`;
  });
}

/** Compact XML: elements with attributes, text, an entity now and then. */
export function xmlText(bytes, seed = 5) {
  const r = random(seed);
  return fill(
    bytes,
    (i) =>
      `<item id="${i}" type="${r.pick(WORDS)}"><name>${r.pick(NAMES)} &amp; ${r.pick(NAMES)}</name><value unit="ms">${r.int(1e5)}</value><tags><tag>${r.pick(WORDS)}</tag><tag>${r.pick(WORDS)}</tag></tags></item>`,
    { open: '<?xml version="1.0" encoding="UTF-8"?>\n<items>', close: '</items>\n' },
  );
}

/** Block-style YAML: a sequence of mappings with nested maps and lists, comments now and then. */
export function yamlText(bytes, seed = 6) {
  const r = random(seed);
  return fill(bytes, (i) => {
    const comment = i % 20 === 0 ? `# batch ${i / 20}\n` : '';
    return `${comment}- id: ${i}\n  name: ${r.pick(NAMES)} ${r.pick(WORDS)}\n  active: ${r.next() < 0.5}\n  score: ${(r.next() * 100).toFixed(2)}\n  tags: [${r.pick(WORDS)}, ${r.pick(WORDS)}]\n  address:\n    city: ${r.pick(NAMES)}\n    zip: "${String(r.int(99999)).padStart(5, '0')}"\n`;
  });
}

/** Prose with HTML-special characters and punctuation (for entity and URL encoders). */
export function markupText(bytes, seed = 7) {
  const r = random(seed);
  return fill(bytes, () => {
    const w = () => r.pick(WORDS);
    return r.pick([`<b>${w()}</b> `, `${w()} & ${w()} `, `"${w()}" `, `it's ${w()} `, `${w()}=${w()}?${w()} `, `${w()}/${w()} `, `${w()}, `, `${w()}.\n`]);
  });
}

/** The same text with a few changed, inserted and removed lines (a realistic edit). */
export function editedText(text, seed = 8, edits = 40) {
  const r = random(seed);
  const lines = text.split('\n');
  for (let k = 0; k < edits; k++) {
    const at = r.int(lines.length - 1);
    const kind = k % 3;
    if (kind === 0) lines[at] = `${lines[at]} (edited)`;
    else if (kind === 1) lines.splice(at, 0, `inserted line ${k}`);
    else lines.splice(at, 1);
  }
  return lines.join('\n');
}
