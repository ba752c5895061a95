import { bytesToHex, defineTool, success } from '@ctp/core';
import { mnemonicToEntropy, mnemonicToSeed } from '@scure/bip39';
import { BIP39_LANGUAGES, type Bip39Language } from '../../_shared/bip39-languages.js';
import { separator, WORDLISTS } from '../../_shared/bip39-wordlists.js';
import definition from './definition.js';

/** Levenshtein distance, for suggesting the intended word of a typo. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

export default defineTool(definition, async (params) => {
  const words = params.mnemonic.normalize('NFKD').toLowerCase().split(/[\s\u3000]+/).filter(Boolean);
  const problems: string[] = [];
  // the wordlist holding most of the words (wordlists are NFKD-normalized in @scure/bip39's checks)
  let language: Bip39Language = 'english';
  let best = -1;
  for (const { value } of BIP39_LANGUAGES) {
    const list = new Set(WORDLISTS[value].map((w) => w.normalize('NFKD')));
    const hits = words.filter((w) => list.has(w)).length;
    if (hits > best) [best, language] = [hits, value];
  }
  const wordlist = WORDLISTS[language];
  const normalized = wordlist.map((w) => w.normalize('NFKD'));
  if (![12, 15, 18, 21, 24].includes(words.length)) problems.push(`${words.length} words: a BIP39 phrase has 12, 15, 18, 21 or 24.`);
  words.forEach((word, i) => {
    if (normalized.includes(word)) return;
    const close = normalized.map((w, k) => [wordlist[k]!, distance(word, w)] as const).sort((a, b) => a[1] - b[1]).slice(0, 3).map(([w]) => w);
    problems.push(`Word ${i + 1} "${word}" is not in the ${language} wordlist (closest: ${close.join(', ')}).`);
  });
  let entropy: string | null = null;
  let seed: string | null = null;
  if (!problems.length) {
    const phrase = words.map((w) => wordlist[normalized.indexOf(w)]!).join(separator(language));
    try {
      entropy = bytesToHex(mnemonicToEntropy(phrase, wordlist));
      seed = bytesToHex(await mnemonicToSeed(phrase, params.passphrase ?? ''));
    } catch {
      problems.push('The checksum does not match: a word is wrong or two words are swapped (every word is in the list, so look for a valid-but-wrong word).');
    }
  }
  return success({ valid: problems.length === 0, language: best > 0 ? language : null, wordCount: words.length, problems, entropy, seed });
});
