/**
 * Kinds of pasted input that tools declare they open (`handles`) and that identify-input
 * recognises. One closed list, so a definition cannot name a kind nothing detects.
 */
export const INPUT_KINDS = [
  // structured text
  'json', 'yaml', 'xml', 'html', 'csv', 'toml', 'markdown', 'sql', 'css', 'javascript', 'graphql',
  // tokens and encodings
  'jwt', 'base64', 'base64url', 'base32', 'hex', 'binary', 'url-encoded', 'html-entities', 'unicode-escapes',
  'morse', 'punycode', 'quoted-printable',
  // identifiers
  'uuid', 'ulid', 'objectid', 'semver', 'hash-digest',
  // time
  'unix-timestamp', 'iso-datetime', 'cron',
  // web and network
  'url', 'query-string', 'email', 'ipv4', 'ipv6', 'cidr', 'mac-address', 'user-agent', 'http-headers', 'curl-command', 'domain',
  // colours
  'color',
  // keys and certificates
  'pem-certificate', 'pem-private-key', 'pem-public-key', 'pem-csr', 'ssh-public-key', 'pgp-block',
  // numbers and finance
  'number', 'credit-card', 'iban', 'phone',
  // patterns
  'regex', 'jsonpath',
] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

export function isInputKind(value: unknown): value is InputKind {
  return typeof value === 'string' && (INPUT_KINDS as readonly string[]).includes(value);
}
