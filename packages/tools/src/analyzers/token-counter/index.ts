import { bytesToHex, codePointLength, defineTool, success } from '@ctp/core';
import { loadEncoder, type EncodingName } from '../../_shared/tiktoken-bpe.js';
import definition from './definition.js';

const ENCODING_OF: Record<string, EncodingName> = {
  'gpt-5': 'o200k_base',
  'gpt-4.1': 'o200k_base',
  'gpt-4o': 'o200k_base',
  o3: 'o200k_base',
  'gpt-4': 'cl100k_base',
  'gpt-3.5-turbo': 'cl100k_base',
  'text-embedding-3': 'cl100k_base',
  'text-davinci-003': 'p50k_base',
  davinci: 'r50k_base',
  o200k_base: 'o200k_base',
  cl100k_base: 'cl100k_base',
  p50k_base: 'p50k_base',
  r50k_base: 'r50k_base',
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const looseUtf8 = new TextDecoder();


function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = /\s/.test(text[i]!);
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

export default defineTool(definition, async (params) => {
  const text = params.text;
  const encoder = await loadEncoder(ENCODING_OF[params.model] ?? 'o200k_base');
  const ids = encoder.encode(text, params.allowSpecial);
  const words = wordCount(text);
  const data: Record<string, unknown> = {
    tokenCount: ids.length,
    characters: codePointLength(text),
    words,
    tokensPerWord: words === 0 ? 0 : Math.round((ids.length / words) * 100) / 100,
    encoding: encoder.name,
  };
  if (params.showTokens) {
    const limit = params.tokenLimit;
    data.tokens = ids.slice(0, limit).map((id) => {
      const bytes = Uint8Array.from(encoder.tokenBytes(id) ?? '', (c) => c.charCodeAt(0));
      try {
        return { id, text: strictUtf8.decode(bytes) };
      } catch {
        // part of a multi-byte character: the character is spread over several tokens
        return { id, text: looseUtf8.decode(bytes), bytes: bytesToHex(bytes) };
      }
    });
    data.tokensTruncated = ids.length > limit;
  }
  return success(data);
});
