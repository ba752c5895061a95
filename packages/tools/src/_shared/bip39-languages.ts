/** The BIP39 wordlists offered by the mnemonic tools (pure data; bip39-wordlists.ts loads them). */
export const BIP39_LANGUAGES = [
  { value: 'english', label: 'English' },
  { value: 'japanese', label: 'Japanese' },
  { value: 'korean', label: 'Korean' },
  { value: 'spanish', label: 'Spanish' },
  { value: 'simplified-chinese', label: 'Chinese (simplified)' },
  { value: 'traditional-chinese', label: 'Chinese (traditional)' },
  { value: 'french', label: 'French' },
  { value: 'italian', label: 'Italian' },
  { value: 'czech', label: 'Czech' },
  { value: 'portuguese', label: 'Portuguese' },
] as const;
export type Bip39Language = (typeof BIP39_LANGUAGES)[number]['value'];
