import { defineTool, success } from '@ctp/core';
import { BY_BYTES, FORMATS, type Candidate } from './signatures.js';
import definition from './definition.js';

interface Identified {
  likely: string | null;
  format: string;
  encoding: 'structured' | 'hex' | 'base64' | 'unknown';
  digestBytes: number | null;
  candidates: Candidate[];
}

function bareDigest(text: string): Identified | undefined {
  const hex = text.replace(/^0x/i, '');
  if (/^[0-9a-fA-F]+$/.test(hex) && hex.length % 2 === 0) {
    const bytes = hex.length / 2;
    const candidates = [...(BY_BYTES[bytes] ?? [])];
    // LM and NTLM are usually written in capitals by Windows tools (pwdump, secretsdump prints lowercase)
    return { likely: candidates[0]?.name ?? null, format: `hex, ${hex.length} digits (${bytes} bytes)`, encoding: 'hex', digestBytes: bytes, candidates };
  }
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(text) && text.length % 4 === 0 && text.length >= 8) {
    const bytes = (text.length / 4) * 3 - (text.match(/=+$/)?.[0].length ?? 0);
    const candidates = (BY_BYTES[bytes] ?? []).map((k) => ({ ...k, confidence: k.confidence === 'high' ? ('medium' as const) : k.confidence }));
    if (candidates.length) return { likely: candidates[0]!.name, format: `base64, ${text.length} characters (${bytes} bytes)`, encoding: 'base64', digestBytes: bytes, candidates };
  }
  return undefined;
}

export default defineTool<typeof definition, Identified>(definition, (params) => {
  const text = params.hash.trim();
  // a line from a dump ("user:hash", /etc/shadow "user:$6$…:19000:0:…"): the whole text, then each field
  const tries = [text, ...text.split(':').filter((field) => field.length >= 8)];
  for (const attempt of tries) {
    const format = FORMATS.find((f) => f.pattern.test(attempt));
    if (format) return success({ likely: format.candidates[0]!.name, format: format.format, encoding: 'structured', digestBytes: null, candidates: format.candidates });
  }
  for (const attempt of tries) {
    const bare = bareDigest(attempt);
    if (bare && bare.candidates.length) return success(bare);
  }
  const bare = bareDigest(text);
  const format = bare ? `${bare.format}: no common hash has this size` : 'not a recognised hash format';
  return success({ likely: null, format, encoding: bare?.encoding ?? 'unknown', digestBytes: bare?.digestBytes ?? null, candidates: [] });
});
