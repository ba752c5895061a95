import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'semver-range-checker',
  name: 'Semver Range Checker',
  description:
    'Check which versions satisfy an npm semver range (^1.2.3, ~1.4, >=2 <3, 1.x || 2.0.0 - 2.5.0) and what the range means: its comparators, the lowest version it allows, the highest and lowest of your versions in it. Pre-releases match only ranges naming the same tuple, unless included. A version that is not SemVer gets valid=false, its line and why; a malformed range is an error (it is the rule, not what is checked). Uses npm\'s semver.',
  category: 'validators',
  tags: ['semver', 'version', 'range', 'npm'],
  keywords: ['semver range', 'semver checker', 'semver satisfies', 'caret range', 'tilde range', 'npm version range', 'package.json version', 'does version match range', 'semver calculator', 'max satisfying'],
  method: 'POST',
  parameters: [
    { name: 'range', type: 'text', label: 'Range', description: 'An npm semver range, e.g. ^1.2.3 or >=1.0.0 <2.0.0 || 3.x', required: true, placeholder: '^1.2.3', validation: { maxLength: 1000 } },
    { name: 'versions', type: 'textarea', label: 'Versions', description: 'Versions to test, one per line (optional).', required: false, placeholder: '1.2.3\n1.9.0\n2.0.0', validation: { maxLength: 300_000 } },
    { name: 'includePrerelease', type: 'boolean', label: 'Include pre-releases', description: 'Let pre-release versions match any range they fall in (npm --include-prerelease).', required: false, defaultValue: false },
  ],
  outputDescription: 'The range in comparators, the lowest allowed version, and per version whether it satisfies the range.',
  outputSchema: {
    type: 'object',
    properties: {
      range: { type: 'string', description: 'The range normalized to comparators (sets joined by "||").' },
      comparatorSets: { type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'Each alternative (||) as a list of comparators that must all hold.' },
      minVersion: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'The lowest version the range allows (null if none can).' },
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            version: { type: 'string', description: 'The version as given (trimmed).' },
            line: { type: 'integer', minimum: 1, description: 'Its line in the versions input (blank lines count).' },
            valid: { type: 'boolean', description: 'Whether it is a valid SemVer 2.0.0 version (a leading "v" is allowed).' },
            satisfies: { type: 'boolean', description: 'Whether it satisfies the range (false for an invalid version).' },
            reason: { type: ['string', 'null'], description: 'Why it is not a valid version; null when it is.' },
          },
          required: ['version', 'line', 'valid', 'satisfies', 'reason'],
          additionalProperties: false,
        },
      },
      maxSatisfying: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'The highest given version that satisfies the range.' },
      minSatisfying: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'The lowest given version that satisfies the range.' },
      summary: { type: 'string', description: 'One line: how many versions satisfy the range.' },
    },
    required: ['range', 'comparatorSets', 'minVersion', 'results', 'maxSatisfying', 'minSatisfying', 'summary'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { range: '^1.2.3', versions: '1.2.2\n1.2.3\n1.9.0\n2.0.0\n1.5.0-beta.1' },
    output: {
      range: '>=1.2.3 <2.0.0-0',
      comparatorSets: [['>=1.2.3', '<2.0.0-0']],
      minVersion: '1.2.3',
      results: [
        { version: '1.2.2', line: 1, valid: true, satisfies: false, reason: null },
        { version: '1.2.3', line: 2, valid: true, satisfies: true, reason: null },
        { version: '1.9.0', line: 3, valid: true, satisfies: true, reason: null },
        { version: '2.0.0', line: 4, valid: true, satisfies: false, reason: null },
        { version: '1.5.0-beta.1', line: 5, valid: true, satisfies: false, reason: null },
      ],
      maxSatisfying: '1.9.0',
      minSatisfying: '1.2.3',
      summary: '2 of 5 versions satisfy ^1.2.3',
    },
    description: 'A caret range allows changes that do not modify the left-most non-zero part; pre-releases of other versions are excluded.',
  },
  relatedTools: ['semver-compare', 'semver-sort', 'semver-bump'],
  aiInstructions: 'Ranges use npm syntax; a malformed range fails with INVALID_INPUT, while a malformed version is a result with valid=false, its line and the reason. A pre-release such as 1.5.0-beta.1 only satisfies ^1.2.3 with includePrerelease true (npm\'s rule: pre-releases match only ranges that mention the same major.minor.patch).',
});
