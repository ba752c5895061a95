/**
 * Text ↔ bytes in the WHATWG Encoding Standard's legacy encodings. Decoding is the platform's
 * TextDecoder (every browser and Node with full ICU implement the standard). Browsers encode only
 * UTF-8, so encoders are derived here by inverting that decoder: single-byte tables from its 256
 * bytes, double-byte tables from every lead/trail pair, with the standard's encoder rules where
 * the first matching pointer is not the one to use (Shift_JIS, Big5).
 */

export const ENCODINGS = [
  'utf-8', 'utf-16le', 'utf-16be', 'latin1', 'windows-1252', 'iso-8859-2', 'iso-8859-5', 'iso-8859-7', 'iso-8859-15', 'windows-1250', 'windows-1251',
  'windows-1253', 'windows-1254', 'windows-1255', 'windows-1256', 'windows-1257', 'windows-1258', 'koi8-r', 'koi8-u', 'macintosh', 'ibm866',
  'shift_jis', 'euc-jp', 'iso-2022-jp', 'gbk', 'gb18030', 'big5', 'euc-kr',
] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Encodings this module can only decode (stateful or four-byte forms not tabulated here). */
export const DECODE_ONLY: ReadonlySet<Encoding> = new Set(['iso-2022-jp', 'gb18030']);

const DOUBLE_BYTE: Partial<Record<Encoding, { leads: [number, number][]; trails: [number, number][] }>> = {
  shift_jis: { leads: [[0x81, 0x9f], [0xe0, 0xfc]], trails: [[0x40, 0x7e], [0x80, 0xfc]] },
  'euc-jp': { leads: [[0xa1, 0xfe]], trails: [[0xa1, 0xfe]] },
  gbk: { leads: [[0x81, 0xfe]], trails: [[0x40, 0x7e], [0x80, 0xfe]] },
  big5: { leads: [[0xa1, 0xfe]], trails: [[0x40, 0x7e], [0xa1, 0xfe]] },
  'euc-kr': { leads: [[0x81, 0xfe]], trails: [[0x41, 0xfe]] },
};

/** Big5 code points the standard encodes with their last pointer, not their first. */
const BIG5_LAST = new Set([0x2550, 0x255e, 0x2561, 0x256a, 0x5341, 0x5345]);

/**
 * Windows-1252 bytes 0x80-0x9F (WHATWG index; 0x81, 0x8D, 0x8F, 0x90, 0x9D map to the C1 controls).
 * Written out because Node's TextDecoder decodes "windows-1252" as ISO-8859-1 (nodejs/node#56542).
 */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeCp1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x4000) out += String.fromCharCode(...Array.from(bytes.subarray(i, i + 0x4000), (b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80]! : b)));
  return out;
}

const tables = new Map<Encoding, Map<number, number[]>>();

function table(encoding: Encoding): Map<number, number[]> {
  let map = tables.get(encoding);
  if (map) return map;
  map = new Map();
  const decoder = new TextDecoder(encoding, { fatal: true });
  const single = (b: number) => {
    try {
      const s = decoder.decode(Uint8Array.of(b));
      const cp = s.codePointAt(0);
      if (cp !== undefined && [...s].length === 1 && !map!.has(cp)) map!.set(cp, [b]);
    } catch {
      /* not a character on its own */
    }
  };
  for (let b = 0; b < 0x80; b++) map.set(b, [b]);
  if (encoding === 'windows-1252') {
    for (let b = 0x80; b < 0x100; b++) map.set(b >= 0xa0 ? b : CP1252_HIGH[b - 0x80]!, [b]);
    tables.set(encoding, map);
    return map;
  }
  const db = DOUBLE_BYTE[encoding];
  if (encoding === 'shift_jis') {
    for (let b = 0xa1; b <= 0xdf; b++) single(b); // half-width katakana
    single(0x80);
  } else if (encoding === 'gbk') single(0x80);
  else if (!db) for (let b = 0x80; b < 0x100; b++) single(b);
  if (db) {
    if (encoding === 'euc-jp') for (let t = 0xa1; t <= 0xdf; t++) map.set(0xff61 + t - 0xa1, [0x8e, t]);
    for (const [lo, hi] of db.leads) {
      for (let lead = lo; lead <= hi; lead++) {
        // Shift_JIS rows ED-EF duplicate the IBM extensions: the standard encodes those code points from rows FA-FC
        if (encoding === 'shift_jis' && lead >= 0xed && lead <= 0xef) continue;
        for (const [tlo, thi] of db.trails) {
          for (let trail = tlo; trail <= thi; trail++) {
            let s: string;
            try {
              s = decoder.decode(Uint8Array.of(lead, trail));
            } catch {
              continue;
            }
            const cps = [...s];
            if (cps.length !== 1) continue;
            const cp = s.codePointAt(0)!;
            if (!map.has(cp) || (encoding === 'big5' && BIG5_LAST.has(cp))) map.set(cp, [lead, trail]);
          }
        }
      }
    }
    if (encoding === 'shift_jis') {
      map.set(0xa5, [0x5c]);
      map.set(0x203e, [0x7e]);
    }
  }
  tables.set(encoding, map);
  return map;
}

export type Encoded = { ok: true; bytes: Uint8Array; replaced: number } | { ok: false; message: string };

/** Encodes `text`; characters the encoding lacks are an error with their position, or replaced. */
export function encodeText(text: string, encoding: Encoding, onMissing: 'error' | 'question' | 'ncr'): Encoded {
  if (encoding === 'utf-8') return { ok: true, bytes: new TextEncoder().encode(text), replaced: 0 };
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const out = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      const u = text.charCodeAt(i);
      out[2 * i + (encoding === 'utf-16le' ? 0 : 1)] = u & 0xff;
      out[2 * i + (encoding === 'utf-16le' ? 1 : 0)] = u >> 8;
    }
    return { ok: true, bytes: out, replaced: 0 };
  }
  if (DECODE_ONLY.has(encoding)) return { ok: false, message: `${encoding} can be decoded here but not encoded (its stateful or four-byte forms are not tabulated); choose utf-8, gbk or shift_jis` };
  const map = encoding === 'latin1' ? undefined : table(encoding);
  const out: number[] = [];
  let replaced = 0;
  let position = 0;
  for (const ch of text) {
    position++;
    const cp = ch.codePointAt(0)!;
    const bytes = encoding === 'latin1' ? (cp < 0x100 ? [cp] : undefined) : map!.get(cp);
    if (bytes) {
      out.push(...bytes);
      continue;
    }
    if (onMissing === 'error') return { ok: false, message: `"${ch}" (U+${cp.toString(16).toUpperCase().padStart(4, '0')}) at position ${position} has no ${encoding} encoding; choose replacement with "?" or &#…; references, or another encoding` };
    replaced++;
    for (const c of onMissing === 'question' ? '?' : `&#${cp};`) out.push(c.charCodeAt(0));
  }
  return { ok: true, bytes: Uint8Array.from(out), replaced };
}

export type DecodedText = { ok: true; text: string; replaced: number } | { ok: false; message: string };

/** Decodes bytes; invalid sequences are an error with their offset, or U+FFFD when `lenient`. */
export function decodeText(bytes: Uint8Array, encoding: Encoding, lenient: boolean): DecodedText {
  if (encoding === 'latin1') return { ok: true, text: Array.from(bytes, (b) => String.fromCharCode(b)).join(''), replaced: 0 };
  if (encoding === 'windows-1252') return { ok: true, text: decodeCp1252(bytes), replaced: 0 };
  const text = new TextDecoder(encoding, { fatal: false, ignoreBOM: false }).decode(bytes);
  const replaced = (text.match(/\uFFFD/g) ?? []).length;
  if (!lenient && replaced > 0) {
    // find the first bad byte: the longest prefix that decodes strictly
    let lo = 0, hi = bytes.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      try {
        new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
        lo = mid;
      } catch {
        hi = mid - 1;
      }
    }
    const at = lo;
    return { ok: false, message: `byte 0x${(bytes[at] ?? 0).toString(16).padStart(2, '0')} at offset ${at} is not valid ${encoding}; the data is in another encoding (try charset-detector), or allow replacement characters` };
  }
  return { ok: true, text, replaced };
}
