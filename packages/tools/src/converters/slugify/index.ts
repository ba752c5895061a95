import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';

/** Letters NFKD does not decompose into ASCII, keyed by their lower-case form. */
const TABLE: Record<string, string> = {
  // Latin
  ß: 'ss', æ: 'ae', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', œ: 'oe', ħ: 'h', ı: 'i', ŋ: 'ng', ŧ: 't',
  // Cyrillic (Russian, Ukrainian, Belarusian basics)
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', є: 'ye', і: 'i', ї: 'yi', ґ: 'g', ў: 'u',
  // Greek
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

const MARK = /\p{M}/u;

function transliterate(text: string): string {
  let out = '';
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const lower = ch.toLowerCase();
    const mapped = TABLE[lower] ?? TABLE[lower.normalize('NFKD').replace(/\p{M}/gu, '')];
    if (mapped !== undefined) {
      if (lower === ch || !mapped) out += mapped;
      else {
        // "ЩУКА" → "SHCHUKA", "Щука" → "Shchuka": all caps when a neighbour is a capital too
        const near = chars[i + 1] ?? chars[i - 1] ?? '';
        out += near !== near.toLowerCase() ? mapped.toUpperCase() : mapped[0]!.toUpperCase() + mapped.slice(1);
      }
      continue;
    }
    if (ch.charCodeAt(0) < 0x80) {
      out += ch;
      continue;
    }
    for (const part of ch.normalize('NFKD')) if (!MARK.test(part)) out += part;
  }
  return out;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export default defineTool(definition, (params) => {
  const replacements = params.replacements;
  if (typeof replacements !== 'object' || replacements === null || Array.isArray(replacements)) {
    return failure('INVALID_INPUT', 'Custom replacements must be a JSON object such as {"&":"and"}.');
  }
  const pairs = Object.entries(replacements as Record<string, unknown>);
  for (const [from, to] of pairs) {
    if (from === '') return failure('INVALID_INPUT', 'Custom replacements: a key is empty; every key must be the text to replace.');
    if (typeof to !== 'string') return failure('INVALID_INPUT', `Custom replacements: the value for "${from}" must be a string, got ${JSON.stringify(to)}.`);
  }
  const strict = params.strict;
  const separator = strict ? '-' : params.separator;
  const lowercase = strict || params.lowercase;
  const max = params.maxLength;

  let text = params.text;
  if (pairs.length) {
    const map = new Map(pairs as Array<[string, string]>);
    const keys = [...map.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    text = text.replace(new RegExp(keys.join('|'), 'g'), (m) => ` ${map.get(m)!} `);
  }
  text = transliterate(text);
  // Apostrophes inside words vanish: "Don't" → "dont", not "don-t".
  text = text.replace(/(?<=[\p{L}\p{N}])['’ʼ](?=[\p{L}\p{N}])/gu, '');
  if (lowercase) text = text.toLowerCase();
  const words = text.match(strict ? /[a-z0-9]+/g : /[\p{L}\p{N}]+/gu) ?? [];

  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}${separator}${word}` : word;
    if (max > 0 && [...next].length > max) {
      if (!slug) slug = [...word].slice(0, max).join('');
      break;
    }
    slug = next;
  }
  return success({ slug });
});
