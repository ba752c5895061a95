import { defineDefinition } from '@ctp/core';

const crackTime = {
  type: 'object',
  properties: {
    seconds: { type: 'number', minimum: 0, description: 'Estimated time to crack, in seconds.' },
    display: { type: 'string', description: 'The same, for people: "3 hours", "centuries".' },
  },
  required: ['seconds', 'display'],
  additionalProperties: false,
} as const;

export default defineDefinition({
  id: 'password-strength-checker',
  name: 'Password Strength Checker',
  description:
    'Estimate how hard a password is to guess with zxcvbn (the Dropbox algorithm, zxcvbn-ts): a 0–4 score, the number of guesses, crack times for online and offline attacks, and advice. Detects common passwords, English words and names, l33t substitutions, keyboard patterns (qwerty, azerty…), repeats, sequences and dates. Your own words (name, email, site) can be penalised too. Runs locally; the password is never echoed in the output.',
  category: 'validators',
  tags: ['password', 'security', 'strength', 'validator'],
  keywords: ['zxcvbn', 'password meter', 'password strength', 'how secure is my password', 'crack time', 'entropy', 'guessability', 'weak password', 'password checker', 'password policy'],
  method: 'POST',
  cost: 'heavy', // zxcvbn matching: seconds on a few KB: servers run every call in the worker pool
  parameters: [
    {
      name: 'password',
      type: 'text',
      label: 'Password',
      description: 'The password to rate (up to 128 characters; longer ones are always strong by length alone), used exactly as typed.',
      required: true,
      validation: { maxLength: 128 },
      aiHint: 'Pass the password exactly, without trimming. Ask the user before sending a real password anywhere.',
    },
    {
      name: 'userInputs',
      type: 'textarea',
      label: 'Personal words',
      description: 'Words an attacker would try first (user name, email, company, site), separated by commas or new lines. Passwords containing them score lower.',
      required: false,
      validation: { maxLength: 2000 },
      group: 'advanced',
    },
  ],
  outputDescription: 'Score 0–4 with its meaning, guesses, crack times in four attack scenarios, feedback, and the patterns found (positions only, no password text).',
  outputSchema: {
    type: 'object',
    properties: {
      score: { type: 'integer', minimum: 0, maximum: 4, description: '0 too guessable … 4 very unguessable (zxcvbn).' },
      verdict: { type: 'string', enum: ['too guessable', 'very guessable', 'somewhat guessable', 'safely unguessable', 'very unguessable'], description: 'What the score means.' },
      guesses: { type: 'number', minimum: 0, description: 'Estimated guesses needed to find the password.' },
      guessesLog10: { type: 'number', minimum: 0, description: 'log10 of guesses, 2 decimals.' },
      length: { type: 'integer', minimum: 0, description: 'Password length in characters (code points).' },
      crackTimes: {
        type: 'object',
        description: 'Time to crack in four scenarios (zxcvbn rates).',
        properties: {
          onlineThrottled: { ...crackTime, description: 'Online attack against a rate-limited service: 100 guesses per hour.' },
          onlineUnthrottled: { ...crackTime, description: 'Online attack without rate limiting: 10 guesses per second.' },
          offlineSlowHash: { ...crackTime, description: 'Stolen hashes with a slow hash (bcrypt, scrypt, PBKDF2): 10,000 guesses per second.' },
          offlineFastHash: { ...crackTime, description: 'Stolen hashes with a fast hash (MD5, SHA-1, unsalted): 10 billion guesses per second.' },
        },
        required: ['onlineThrottled', 'onlineUnthrottled', 'offlineSlowHash', 'offlineFastHash'],
        additionalProperties: false,
      },
      warning: { type: ['string', 'null'], description: 'The main weakness found, or null.' },
      suggestions: { type: 'array', items: { type: 'string' }, description: 'How to make the password stronger.' },
      patterns: {
        type: 'array',
        description: 'How zxcvbn split the password, in order: pattern kind, position and size (never the characters).',
        items: {
          type: 'object',
          properties: {
            pattern: { type: 'string', description: 'dictionary, spatial, repeat, sequence, regex, date, bruteforce, separator…' },
            start: { type: 'integer', minimum: 0, description: 'First character index (0-based, UTF-16 units as zxcvbn counts).' },
            end: { type: 'integer', minimum: 0, description: 'Last character index (inclusive).' },
            guessesLog10: { type: 'number', description: 'log10 of guesses for this part, 2 decimals.' },
            dictionary: { type: 'string', description: 'Dictionary matches: which list (passwords-common, commonWords-en, firstnames-en, userInputs…).' },
            l33t: { type: 'boolean', description: 'Dictionary matches: l33t substitutions were undone (@→a, 0→o…).' },
            reversed: { type: 'boolean', description: 'Dictionary matches: the word appears reversed.' },
          },
          required: ['pattern', 'start', 'end', 'guessesLog10'],
          additionalProperties: false,
        },
      },
    },
    required: ['score', 'verdict', 'guesses', 'guessesLog10', 'length', 'crackTimes', 'warning', 'suggestions', 'patterns'],
    additionalProperties: false,
  },
  primaryOutput: 'verdict',
  example: {
    input: { password: 'monkey123' },
    output: {
      score: 1,
      verdict: 'very guessable',
      guesses: 13196,
      guessesLog10: 4.12,
      length: 9,
      crackTimes: {
        onlineThrottled: { seconds: 475056, display: '5 days' },
        onlineUnthrottled: { seconds: 1319.6, display: '22 minutes' },
        offlineSlowHash: { seconds: 1.3196, display: '1 second' },
        offlineFastHash: { seconds: 0.0000013196, display: 'less than a second' },
      },
      warning: 'This is a commonly used password.',
      suggestions: ['Add more words that are less common.'],
      patterns: [{ pattern: 'dictionary', start: 0, end: 8, guessesLog10: 4.12, dictionary: 'passwords-common', l33t: false, reversed: false }],
    },
    description: 'A common password: found in the password list, cracked in a second even with a slow hash.',
  },
  relatedTools: ['password-generator', 'bcrypt-hash'],
  aiInstructions:
    'Give the password exactly as typed. Score ≥ 3 is the usual acceptance threshold. Report the warning and suggestions to the user; never repeat the password back. Add the user\'s name, email or site as userInputs to catch passwords built from them. Estimates assume the attacker knows zxcvbn\'s patterns; they are not a guarantee.',
});
