import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'semver-bump',
  name: 'Semver Bump',
  description:
    'Compute the next semantic version, as npm version does: major, minor, patch, premajor, preminor, prepatch, prerelease or release, with an optional pre-release identifier (beta → 1.3.0-beta.0) and its base (0 or 1). Also lists every possible next version at once. Uses the semver package.',
  category: 'utilities',
  tags: ['semver', 'version', 'release', 'npm'],
  keywords: ['semver bump', 'next version', 'increment version', 'npm version patch', 'npm version minor', 'bump major', 'prerelease version', 'semantic release', 'version calculator'],
  method: 'GET',
  parameters: [
    { name: 'version', type: 'text', label: 'Current version', description: 'The version to increment.', required: true, placeholder: '1.2.3', validation: { maxLength: 256 } },
    {
      name: 'release',
      type: 'select',
      label: 'Bump',
      description: 'Which part to increment.',
      required: false,
      defaultValue: 'patch',
      options: [
        { value: 'major', label: 'Major (breaking)' },
        { value: 'minor', label: 'Minor (feature)' },
        { value: 'patch', label: 'Patch (fix)' },
        { value: 'premajor', label: 'Pre-major' },
        { value: 'preminor', label: 'Pre-minor' },
        { value: 'prepatch', label: 'Pre-patch' },
        { value: 'prerelease', label: 'Pre-release' },
        { value: 'release', label: 'Release (drop the pre-release)' },
      ],
    },
    { name: 'preid', type: 'text', label: 'Pre-release identifier', description: 'For pre-* bumps: alpha, beta, rc… (empty for a bare number).', required: false, placeholder: 'beta', validation: { maxLength: 50, pattern: '^[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*$' } },
    {
      name: 'identifierBase',
      type: 'select',
      label: 'First pre-release number',
      description: 'Start pre-release counters at 0 (npm default) or 1.',
      required: false,
      defaultValue: '0',
      options: [
        { value: '0', label: '0 (1.3.0-beta.0)' },
        { value: '1', label: '1 (1.3.0-beta.1)' },
      ],
      group: 'advanced',
    },
  ],
  outputDescription: 'The next version and every possible bump.',
  outputSchema: {
    type: 'object',
    properties: {
      next: { type: 'string', description: 'The incremented version.' },
      all: {
        type: 'object',
        description: 'The next version for every kind of bump (with the same pre-release identifier).',
        properties: Object.fromEntries(['major', 'minor', 'patch', 'premajor', 'preminor', 'prepatch', 'prerelease', 'release'].map((k) => [k, { anyOf: [{ type: 'string' }, { type: 'null' }] }])),
        required: ['major', 'minor', 'patch', 'premajor', 'preminor', 'prepatch', 'prerelease', 'release'],
        additionalProperties: false,
      },
    },
    required: ['next', 'all'],
    additionalProperties: false,
  },
  primaryOutput: 'next',
  handles: [{ kind: 'semver' }],
  example: {
    input: { version: '1.2.3', release: 'preminor', preid: 'beta' },
    output: {
      next: '1.3.0-beta.0',
      all: { major: '2.0.0', minor: '1.3.0', patch: '1.2.4', premajor: '2.0.0-beta.0', preminor: '1.3.0-beta.0', prepatch: '1.2.4-beta.0', prerelease: '1.2.4-beta.0', release: null },
    },
    description: 'A first beta of the next minor version.',
  },
  relatedTools: ['semver-compare', 'semver-range-checker', 'semver-sort'],
  aiInstructions: '"release" only applies to a pre-release (1.3.0-beta.2 → 1.3.0); on a release version it is null in "all" and an error when chosen.',
});
