/** Emojibase's groups (their numbers in the data) for the emoji-search filter. */
export const GROUPS = [
  { value: 'all', label: 'All groups' },
  { value: '0', label: 'Smileys & emotion' },
  { value: '1', label: 'People & body' },
  { value: '3', label: 'Animals & nature' },
  { value: '4', label: 'Food & drink' },
  { value: '5', label: 'Travel & places' },
  { value: '6', label: 'Activities' },
  { value: '7', label: 'Objects' },
  { value: '8', label: 'Symbols' },
  { value: '9', label: 'Flags' },
] as const;
