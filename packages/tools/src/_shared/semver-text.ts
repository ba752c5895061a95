/**
 * Semantic-version strings for the semver tools: an error message that says what is wrong
 * with a version (the semver library only answers null), and the parts of a parsed version.
 * Pure data helpers; the tools import the semver library themselves.
 */

/** Why `text` is not a SemVer 2.0.0 version, in words a person can act on (`coerceHint`: the tool has a "coerce" option to suggest). */
export function explainInvalidVersion(text: string, { coerceHint = true }: { coerceHint?: boolean } = {}): string {
  const t = text.trim();
  if (t === '') return 'The version is empty.';
  if (/^[vV=]/.test(t) && !/^[vV=]\s*\d/.test(t)) return `"${t}" is not a version: after an optional "v" it must start with a number.`;
  const core = t.replace(/^[vV=]\s*/, '').split(/[-+]/)[0]!;
  const parts = core.split('.');
  if (parts.length !== 3) return `"${t}" has ${parts.length} numeric part${parts.length === 1 ? '' : 's'}; a semantic version has exactly three: MAJOR.MINOR.PATCH (e.g. 1.4.0).${coerceHint ? ` Turn on "coerce" to read "${core}" loosely.` : ''}`;
  const bad = parts.find((p) => !/^(0|[1-9]\d*)$/.test(p));
  if (bad !== undefined) return `"${t}": "${bad}" is not a valid number part (digits only, no leading zeros).`;
  return `"${t}" is not a valid semantic version: the pre-release (after "-") and build (after "+") must be dot-separated identifiers of [0-9A-Za-z-], without leading zeros in numeric ones.`;
}

export interface VersionParts {
  version: string;
  major: number;
  minor: number;
  patch: number;
  prerelease: Array<string | number>;
  build: string[];
}

export const VERSION_PARTS_SCHEMA = {
  type: 'object',
  properties: {
    version: { type: 'string', description: 'The normalized version (no "v", no build metadata).' },
    major: { type: 'integer', minimum: 0 },
    minor: { type: 'integer', minimum: 0 },
    patch: { type: 'integer', minimum: 0 },
    prerelease: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] }, description: 'Pre-release identifiers (after "-").' },
    build: { type: 'array', items: { type: 'string' }, description: 'Build metadata (after "+"), ignored in comparisons.' },
  },
  required: ['version', 'major', 'minor', 'patch', 'prerelease', 'build'],
  additionalProperties: false,
} as const;
