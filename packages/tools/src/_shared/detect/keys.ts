/** Keys and certificates: PEM blocks by type, OpenSSH/RFC 4716 public keys, OpenPGP armour. */
import type { InputKind } from '@ctp/core';
import { detection, type Detection, type Detector } from './types.js';

const PEM_KINDS: Array<[RegExp, InputKind, string]> = [
  [/^(?:X509 |TRUSTED )?CERTIFICATE$/, 'pem-certificate', 'X.509 certificate'],
  [/^(?:NEW )?CERTIFICATE REQUEST$/, 'pem-csr', 'Certificate signing request'],
  [/^(?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY$/, 'pem-private-key', 'Private key'],
  [/^(?:RSA )?PUBLIC KEY$/, 'pem-public-key', 'Public key'],
  [/^PGP (?:MESSAGE|PUBLIC KEY BLOCK|PRIVATE KEY BLOCK|SIGNATURE|SIGNED MESSAGE)$/, 'pgp-block', 'OpenPGP'],
];

/** Positions of every `-----END X-----` marker by type, in one pass (so matching BEGINs stays linear). */
function endMarkers(text: string): Map<string, number[]> {
  const ends = new Map<string, number[]>();
  const re = /-----END ([A-Z0-9 ]{1,40})-----/g;
  let m: RegExpExecArray | null;
  let n = 0;
  while ((m = re.exec(text)) && n++ < 10_000) {
    const list = ends.get(m[1]!) ?? [];
    list.push(m.index);
    ends.set(m[1]!, list);
  }
  return ends;
}

/** Every `-----BEGIN X-----` … `-----END X-----` block, by type: one detection per kind with the count. */
export const pem: Detector = (ctx) => {
  const text = ctx.text;
  if (!text.includes('-----BEGIN ')) return undefined;
  ctx.count(text.length * 2);
  const ends = endMarkers(text);
  const next = new Map<string, number>();
  const found = new Map<InputKind, { label: string; types: Set<string>; count: number }>();
  const re = /-----BEGIN ([A-Z0-9 ]{1,40})-----/g;
  let m: RegExpExecArray | null;
  let blocks = 0;
  while ((m = re.exec(text)) && blocks++ < 10_000) {
    const type = m[1]!;
    // the first END of this type after this BEGIN (each list is walked once in all)
    const list = ends.get(type) ?? [];
    let i = next.get(type) ?? 0;
    while (i < list.length && list[i]! < m.index) i++;
    next.set(type, i);
    const entry = PEM_KINDS.find(([pattern]) => pattern.test(type));
    if (i >= list.length || !entry) continue;
    const [, kind, label] = entry;
    const seen = found.get(kind) ?? { label, types: new Set<string>(), count: 0 };
    seen.types.add(type.toLowerCase());
    seen.count++;
    found.set(kind, seen);
    next.set(type, i + 1);
    re.lastIndex = list[i]!;
  }
  const out: Detection[] = [];
  for (const [kind, { label, types, count }] of found) {
    const detail = `${count} block${count === 1 ? '' : 's'}: ${[...types].join(', ')}`;
    out.push(detection(kind, 0.99, kind === 'pgp-block' ? `${label} ${[...types][0]!.replace(/^pgp /, '')}` : `PEM ${label.toLowerCase()}`, detail));
  }
  return out;
};

const SSH_TYPES = /^(?:ssh-rsa|ssh-dss|ssh-ed25519|ssh-ed448|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com|ssh-(?:rsa|ed25519)-cert-v01@openssh\.com)$/;

export const sshPublicKey: Detector = (ctx) => {
  if (ctx.text.startsWith('---- BEGIN SSH2 PUBLIC KEY ----')) return detection('ssh-public-key', 0.97, 'SSH public key (RFC 4716)');
  const lines = ctx.lines().filter((l) => l.trim() !== '' && !l.startsWith('#'));
  if (lines.length === 0 || lines.length > 1000) return undefined;
  const types = new Set<string>();
  for (const line of lines) {
    ctx.count(line.length);
    // authorized_keys lines may start with options: find the key type among the first fields
    const fields = line.trim().split(/\s+/, 8);
    const at = fields.findIndex((f) => SSH_TYPES.test(f));
    if (at === -1 || !/^AAAA[A-Za-z0-9+/]+={0,2}$/.test(fields[at + 1] ?? '')) return undefined;
    types.add(fields[at]!);
  }
  return detection('ssh-public-key', 0.98, lines.length > 1 ? 'SSH public keys' : 'SSH public key', [...types].join(', '));
};
