import { defineTool, failure, success, utf8Length, withWarnings } from '@ctp/core';
import { compareSync, encodeBase64, hashSync } from 'bcryptjs';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const MAX_BYTES = 72;
const MAX_COST = 14;
const HASH = /^\$(2[aby]?)\$(\d\d)\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/;

function truncationWarning(bytes: number): string {
  return `The password is ${bytes} bytes in UTF-8, but bcrypt uses only the first ${MAX_BYTES}: everything after byte ${MAX_BYTES} is ignored, so any password with the same first ${MAX_BYTES} bytes matches. Pre-hash long passwords (e.g. HMAC-SHA-256, base64-encoded) or use Argon2.`;
}

export default defineTool<typeof definition, Record<string, unknown>>(definition, (params) => {
  const password = params.password;
  const passwordBytes = utf8Length(password);
  const truncated = passwordBytes > MAX_BYTES;
  const warnings = truncated ? [truncationWarning(passwordBytes)] : [];

  if (params.mode === 'verify') {
    const given = params.hash;
    if (given === undefined) return failure('MISSING_REQUIRED', 'Verify mode needs "hash": the bcrypt hash to check the password against.');
    const hash = given.trim();
    const m = HASH.exec(hash);
    if (!m) {
      const prefix = /^\$(\w+)\$/.exec(hash)?.[1];
      const why =
        prefix !== undefined && !/^2[aby]?$/.test(prefix)
          ? `its prefix $${prefix}$ is not bcrypt (expected $2a$, $2b$ or $2y$${prefix === '2x' ? '; $2x$ is a legacy PHP variant this tool does not support' : ''})`
          : `it has ${hash.length} characters; a bcrypt hash is $2b$, two cost digits, $, then 53 characters of ./A-Za-z0-9 (60 in all)`;
      return failure('INVALID_INPUT', `Not a bcrypt hash: ${why}.`);
    }
    const cost = Number(m[2]);
    if (cost < 4 || cost > 31) return failure('INVALID_INPUT', `Not a bcrypt hash: cost ${m[2]} is outside bcrypt's range 04–31.`);
    if (cost > MAX_COST)
      return failure('CONSTRAINT_VIOLATION', `The hash has cost ${cost}; this tool verifies costs up to ${MAX_COST} (each step doubles the time, cost ${cost} would take about ${2 ** (cost - MAX_COST)}× as long as cost ${MAX_COST}).`);
    const match = compareSync(password, hash);
    return withWarnings(success({ match, version: m[1]!, cost, salt: m[3]!, passwordBytes, truncated }), warnings);
  }

  const cost = params.cost;
  const version = params.version;
  const random = createRandom(params.seed);
  if (random.seeded) warnings.push('The salt was derived from the seed, so it is predictable and the same on every run: never store this hash for a real password.');
  const salt = encodeBase64(random.bytes(16), 16);
  const hash = hashSync(password, `$${version}$${String(cost).padStart(2, '0')}$${salt}`);
  return withWarnings(success({ hash, version, cost, salt, passwordBytes, truncated }), warnings);
});
