import { base64ToBytes, defineTool, isBase64, success } from '@ctp/core';
import { KeyError, readKey, toPem } from '../../_shared/key-material.js';
import definition from './definition.js';

type Severity = 'error' | 'warning';
/** The tags of RFC 6376 §3.6.1 (g= is RFC 4871's, obsolete). */
const KNOWN = new Set(['v', 'g', 'h', 'k', 'n', 'p', 's', 't']);
/** DER SubjectPublicKeyInfo header of an Ed25519 key (OID 1.3.101.112), before the 32 key bytes. */
const ED25519_SPKI = [0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00];

interface Key { bits: number; pem: string; error?: string; note?: string }

/** An RSA p=: SPKI DER (what RFC 6376 publishes), or a bare PKCS#1 RSAPublicKey some tools write. */
async function rsaKey(der: Uint8Array, b64: string): Promise<Key> {
  const pem = (label: string) => toPem(label, der);
  try {
    const key = await readKey(pem('PUBLIC KEY'));
    if (key.algorithm !== 'RSA') return { bits: 0, pem: '', error: `k=rsa, but p= holds ${key.algorithm === 'Ed25519' ? 'an Ed25519' : `an ${key.algorithm}`} key${key.algorithm === 'Ed25519' ? ' in SPKI form; for Ed25519 set k=ed25519 and publish the bare 32-byte key' : ''}.` };
    return { bits: key.bits, pem: toPem('PUBLIC KEY', key.spki) };
  } catch {
    try {
      const key = await readKey(pem('RSA PUBLIC KEY'));
      return { bits: key.bits, pem: toPem('PUBLIC KEY', key.spki), note: 'p= is a bare PKCS#1 RSAPublicKey; RFC 6376 publishes the SubjectPublicKeyInfo form (what openssl rsa -pubout writes), and some verifiers accept only that.' };
    } catch (error) {
      const reason = error instanceof KeyError ? error.message : 'it is not an RSA public key';
      return { bits: 0, pem: '', error: `p= (${b64.length} base64 characters) is not an RSA public key: ${reason}` };
    }
  }
}

function ed25519Key(der: Uint8Array): Key {
  if (der.length !== 32) {
    const spki = der.length === 44 && ED25519_SPKI.every((b, i) => der[i] === b);
    return { bits: 0, pem: '', error: spki ? 'k=ed25519 takes the bare 32-byte key (RFC 8463), but p= is the 44-byte SPKI form: publish its last 32 bytes.' : `k=ed25519 takes a 32-byte key (RFC 8463); p= decodes to ${der.length} bytes.` };
  }
  return { bits: 256, pem: toPem('PUBLIC KEY', new Uint8Array([...ED25519_SPKI, ...der])) };
}

/** The record text: quoted TXT strings joined (zone-file lines and dig output), else the text itself. */
function recordText(input: string): { text: string; strings: string[] } {
  const strings = [...input.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
  return { text: (strings.length ? strings.join('') : input).trim(), strings };
}

export default defineTool(definition, async (params) => {
  const { text, strings } = recordText(params.record);
  const issues: Array<{ severity: Severity; message: string }> = [];
  const issue = (severity: Severity, message: string) => issues.push({ severity, message });
  const values = new Map<string, string>();
  const pairs: Array<{ tag: string; value: string }> = [];
  // text that is no record at all is the verdict (valid=false), like any other fault of the record
  if (!text.includes('=')) issue('error', 'This is not a DKIM record: expected tag=value pairs separated by semicolons, e.g. v=DKIM1; k=rsa; p=MIIBIjANBg…');
  else text.split(';').map((s) => s.trim()).forEach((segment, i, all) => {
    if (segment === '') {
      if (i < all.length - 1) issue('warning', 'An empty segment (";;"): harmless, but check nothing was lost.');
      return;
    }
    const eq = segment.indexOf('=');
    const tag = (eq < 0 ? segment : segment.slice(0, eq)).trim();
    // folding whitespace inside a value is not part of it (RFC 6376 §3.2), which matters for the base64 of p=
    const value = eq < 0 ? '' : segment.slice(eq + 1).replace(/\s+/g, tag === 'p' ? '' : ' ').trim();
    if (eq < 0 || !/^[A-Za-z][A-Za-z0-9_]*$/.test(tag)) return issue('error', `"${segment.length > 40 ? `${segment.slice(0, 40)}…` : segment}" is not a tag=value pair.`);
    if (values.has(tag)) issue('error', `Tag ${tag}= appears twice: RFC 6376 makes the whole record invalid.`);
    if (i > 0 && tag === 'v') issue('error', 'v=DKIM1 must be the first tag when it is present.');
    values.set(tag, value);
    pairs.push({ tag, value });
  });

  const keyType = (values.get('k') ?? 'rsa').toLowerCase();
  const p = values.get('p');
  const revoked = p === '';
  let key: Key = { bits: 0, pem: '' };
  if (p === undefined) issue('error', 'The record has no p= tag: the public key is required (an empty p= revokes the key).');
  else if (revoked) issue('warning', 'p= is empty: this key is revoked, and every signature made with it fails.');
  else if (!/^[A-Za-z0-9+/]+={0,2}$/.test(p) || !isBase64(p)) issue('error', `p= is not valid base64${(/[^A-Za-z0-9+/=]/.exec(p)) ? `: it holds "${/[^A-Za-z0-9+/=]/.exec(p)![0]}"` : ''}.`);
  else {
    const der = base64ToBytes(p);
    if (keyType === 'rsa') key = await rsaKey(der, p);
    else if (keyType === 'ed25519') key = ed25519Key(der);
    if (key.error) issue('error', key.error);
    if (key.note) issue('warning', key.note);
  }
  if (keyType !== 'rsa' && keyType !== 'ed25519') issue('error', `k=${values.get('k')}: unknown key type; receivers understand rsa and ed25519 (RFC 8463).`);
  if (keyType === 'rsa' && key.bits > 0) {
    if (key.bits < 1024) issue('error', `RSA key of ${key.bits} bits: receivers must not accept signatures from keys under 1024 bits (RFC 8301). Generate a 2048-bit key.`);
    else if (key.bits < 2048) issue('warning', `RSA key of ${key.bits} bits is weak (it can be factored by a determined attacker); RFC 8301 recommends 2048 bits. Rotate to a 2048-bit key under a new selector.`);
    else if (key.bits > 4096) issue('warning', `RSA key of ${key.bits} bits: verifiers need only support keys up to 4096 bits (RFC 8301), so some may fail it.`);
  }

  const flags = (values.get('t') ?? '').split(':').map((f) => f.trim()).filter(Boolean);
  const testing = flags.includes('y');
  if (testing) issue('warning', 't=y: the domain is testing DKIM, so receivers do not act on failures; remove the flag once signatures verify.');
  const hashes = values.has('h') ? values.get('h')!.split(':').map((h) => h.trim().toLowerCase()).filter(Boolean) : [];
  if (values.has('h')) {
    const unknown = hashes.filter((h) => h !== 'sha1' && h !== 'sha256');
    if (unknown.length) issue('warning', `h= lists ${unknown.join(', ')}, which no verifier knows (sha256 is the one to use).`);
    if (hashes.includes('sha1') && !hashes.includes('sha256')) issue('error', 'h=sha1 allows only SHA-1 signatures, which RFC 8301 forbids: use h=sha256 (or leave h= out).');
    else if (hashes.includes('sha1')) issue('warning', 'h= still allows SHA-1 signatures, which RFC 8301 forbids; use h=sha256.');
  }
  const services = values.has('s') ? values.get('s')!.split(':').map((s) => s.trim().toLowerCase()) : [];
  if (values.has('s') && !services.includes('*') && !services.includes('email')) issue('error', `s=${values.get('s')}: the key is not for email (s=* or s=email), so receivers ignore it for mail.`);
  for (const f of flags) if (f !== 'y' && f !== 's') issue('warning', `t= flag "${f}" is unknown and ignored.`);
  const v = values.get('v');
  if (v !== undefined && v !== 'DKIM1') issue('error', `v=${v}: the version must be DKIM1.`);
  for (const { tag } of pairs) if (!KNOWN.has(tag)) issue('warning', `Unknown tag ${tag}= (ignored by receivers).`);
  const long = strings.find((s) => s.length > 255);
  // unquoted text is what DNS consoles take (they split it themselves): only quoted strings are checked
  if (long) issue('error', `A TXT string holds at most 255 characters; one here has ${long.length}. Split p= into several quoted strings ("…" "…").`);

  const keyName = keyType === 'ed25519' ? 'Ed25519' : 'RSA';
  const meaningOf = (tag: string, value: string): string => {
    switch (tag) {
      case 'v': return 'DKIM key record, version 1.';
      case 'k': return keyType === 'ed25519' ? 'Key type Ed25519 (ed25519-sha256 signatures, RFC 8463).' : keyType === 'rsa' ? 'Key type RSA (rsa-sha256 signatures).' : 'Unknown key type.';
      case 'p': return value === '' ? 'Empty: the key is revoked.' : key.bits > 0 ? `The public key: ${keyName}, ${key.bits} bits.` : 'The public key (unreadable).';
      case 't': return flags.map((f) => (f === 'y' ? 'y: testing mode, receivers treat mail signed with this key like unsigned mail when the signature fails.' : f === 's' ? 's: strict, the i= identity must use exactly the d= domain, not a subdomain.' : `${f}: unknown flag.`)).join(' ');
      case 'h': return `Hash algorithms signatures may use: ${hashes.join(', ')}.`;
      case 's': return `Services the key is for: ${services.map((s) => (s === '*' ? '* (all)' : s)).join(', ')}.`;
      case 'n': return 'Notes for people; receivers ignore them.';
      case 'g': return 'Granularity (RFC 4871), obsolete since RFC 6376 and ignored.';
      default: return 'Unknown tag, ignored by receivers.';
    }
  };
  const tags = pairs.map(({ tag, value }) => ({ tag, value, meaning: meaningOf(tag, value) }));
  const errors = issues.filter((i) => i.severity === 'error').length;
  const summary = errors
    ? `Invalid DKIM record: ${errors} error${errors === 1 ? '' : 's'}`
    : revoked
      ? 'Revoked DKIM key (empty p=)'
      : `Valid DKIM key: ${keyName} ${key.bits}-bit${testing ? ', testing mode (t=y)' : ''}`;
  return success({ valid: errors === 0, summary, keyType, keyBits: key.bits, testing, revoked, publicKeyPem: key.pem, tags, issues });
});
