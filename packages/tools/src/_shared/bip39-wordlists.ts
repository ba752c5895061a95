/** The BIP39 wordlists of @scure/bip39 by language. Runtime code: import from index.ts only. */
import { wordlist as czech } from '@scure/bip39/wordlists/czech.js';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { wordlist as french } from '@scure/bip39/wordlists/french.js';
import { wordlist as italian } from '@scure/bip39/wordlists/italian.js';
import { wordlist as japanese } from '@scure/bip39/wordlists/japanese.js';
import { wordlist as korean } from '@scure/bip39/wordlists/korean.js';
import { wordlist as portuguese } from '@scure/bip39/wordlists/portuguese.js';
import { wordlist as simplifiedChinese } from '@scure/bip39/wordlists/simplified-chinese.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';
import { wordlist as traditionalChinese } from '@scure/bip39/wordlists/traditional-chinese.js';
import type { Bip39Language } from './bip39-languages.js';

export const WORDLISTS: Readonly<Record<Bip39Language, string[]>> = {
  english, japanese, korean, spanish, 'simplified-chinese': simplifiedChinese, 'traditional-chinese': traditionalChinese, french, italian, czech, portuguese,
};

/** Japanese mnemonics are joined with an ideographic space, all others with a plain space. */
export const separator = (language: Bip39Language) => (language === 'japanese' ? '\u3000' : ' ');
