import { defineDefinition } from '@ctp/core';
import { VERSION_PARTS_SCHEMA } from '../../_shared/semver-text.js';

export default defineDefinition({
  id: 'semver-compare',
  name: 'Semver Compare',
  description:
    'Compare two semantic versions by the SemVer 2.0.0 precedence rules (as npm does): which is newer, whether they are equal, and what kind of change separates them (major, minor, patch, premajor, prerelease…). Pre-releases sort before their release (1.0.0-beta < 1.0.0); build metadata is ignored. Loose "v1.2" style input can be coerced. Uses the semver package.',
  category: 'analyzers',
  tags: ['semver', 'version', 'compare'],
  keywords: ['semver compare', 'compare versions', 'version comparison', 'which version is newer', 'semantic versioning', 'version diff', 'npm version', 'semver precedence', 'is version greater'],
  method: 'GET',
  parameters: [
    { name: 'a', type: 'text', label: 'Version A', description: 'The first version, e.g. 1.4.0-beta.2', required: true, placeholder: '1.4.0-beta.2', validation: { maxLength: 256 } },
    { name: 'b', type: 'text', label: 'Version B', description: 'The second version.', required: true, placeholder: '1.4.0', validation: { maxLength: 256 } },
    { name: 'coerce', type: 'boolean', label: 'Coerce loose versions', description: 'Read "v2", "1.2" or "release-3.1.4" as the nearest full version (2.0.0, 1.2.0, 3.1.4).', required: false, defaultValue: false },
  ],
  outputDescription: 'The comparison, the kind of difference and both parsed versions.',
  outputSchema: {
    type: 'object',
    properties: {
      comparison: { type: 'integer', enum: [-1, 0, 1], description: '-1 when A < B, 0 when equal, 1 when A > B.' },
      relation: { type: 'string', description: 'The relation in words, e.g. "1.4.0-beta.2 < 1.4.0".' },
      difference: { enum: ['major', 'premajor', 'minor', 'preminor', 'patch', 'prepatch', 'prerelease', null], description: 'The most significant part that differs (null when equal).' },
      a: VERSION_PARTS_SCHEMA,
      b: VERSION_PARTS_SCHEMA,
    },
    required: ['comparison', 'relation', 'difference', 'a', 'b'],
    additionalProperties: false,
  },
  primaryOutput: 'relation',
  handles: [{ kind: 'semver' }],
  example: {
    input: { a: '1.4.0-beta.2', b: '1.4.0' },
    output: {
      comparison: -1,
      relation: '1.4.0-beta.2 < 1.4.0',
      difference: 'minor',
      a: { version: '1.4.0-beta.2', major: 1, minor: 4, patch: 0, prerelease: ['beta', 2], build: [] },
      b: { version: '1.4.0', major: 1, minor: 4, patch: 0, prerelease: [], build: [] },
    },
    description: 'A pre-release sorts before its release.',
  },
  relatedTools: ['semver-range-checker', 'semver-sort', 'semver-bump'],
  aiInstructions: 'Comparison follows SemVer 2.0.0 precedence; build metadata (+build) never changes the order, so 1.0.0+a equals 1.0.0+b.',
});
