/**
 * What a hash string can be: formats recognisable by their shape (modular crypt prefixes,
 * LDAP schemes, framework layouts) and bare digests by length. Each candidate carries its
 * hashcat mode and John the Ripper format where those tools have one. Pure data.
 */
export type Confidence = 'high' | 'medium' | 'low';
export interface Candidate {
  name: string;
  hashcat: number | null;
  john: string | null;
  confidence: Confidence;
}

const c = (name: string, hashcat: number | null, john: string | null, confidence: Confidence = 'high'): Candidate => ({ name, hashcat, john, confidence });
const B64 = '[A-Za-z0-9+/]';
const CRYPT64 = '[./0-9A-Za-z]';

/** Formats with a distinctive shape, most specific first. */
export const FORMATS: ReadonlyArray<{ pattern: RegExp; format: string; candidates: Candidate[] }> = [
  { pattern: new RegExp(`^\\$2[abxy]?\\$\\d{2}\\$${CRYPT64}{53}$`), format: 'bcrypt (modular crypt)', candidates: [c('bcrypt', 3200, 'bcrypt')] },
  { pattern: /^\$argon2(id|i|d)\$(v=\d+\$)?m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, format: 'Argon2 (PHC string)', candidates: [c('Argon2', 34000, 'argon2')] },
  { pattern: new RegExp(`^\\$1\\$${CRYPT64}{0,8}\\$${CRYPT64}{22}$`), format: 'MD5-crypt (modular crypt)', candidates: [c('md5crypt (Unix $1$, Cisco type 5)', 500, 'md5crypt')] },
  { pattern: new RegExp(`^\\$apr1\\$${CRYPT64}{0,8}\\$${CRYPT64}{22}$`), format: 'Apache APR1 (htpasswd)', candidates: [c('Apache $apr1$ MD5', 1600, 'md5crypt')] },
  { pattern: new RegExp(`^\\$5\\$(rounds=\\d+\\$)?${CRYPT64}{0,16}\\$${CRYPT64}{43}$`), format: 'SHA-256-crypt (modular crypt)', candidates: [c('sha256crypt (Unix $5$)', 7400, 'sha256crypt')] },
  { pattern: new RegExp(`^\\$6\\$(rounds=\\d+\\$)?${CRYPT64}{0,16}\\$${CRYPT64}{86}$`), format: 'SHA-512-crypt (modular crypt)', candidates: [c('sha512crypt (Unix $6$, /etc/shadow)', 1800, 'sha512crypt')] },
  { pattern: /^\$y\$[./0-9A-Za-z]+\$[./0-9A-Za-z]*\$[./0-9A-Za-z]{43}$/, format: 'yescrypt (modular crypt)', candidates: [c('yescrypt (Debian/Fedora /etc/shadow)', null, 'crypt')] },
  { pattern: /^\$7\$[./0-9A-Za-z]{11,}\$[./0-9A-Za-z]{43}$/, format: 'scrypt (modular crypt)', candidates: [c('scrypt ($7$)', null, 'scrypt')] },
  { pattern: /^SCRYPT:\d+:\d+:\d+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/, format: 'scrypt (hashcat layout)', candidates: [c('scrypt', 8900, 'scrypt')] },
  { pattern: new RegExp(`^\\$[PH]\\$${CRYPT64}{31}$`), format: 'phpass (portable PHP hashes)', candidates: [c('phpass (WordPress, phpBB3, Joomla)', 400, 'phpass')] },
  { pattern: new RegExp(`^\\$S\\$${CRYPT64}{52}$`), format: 'Drupal 7', candidates: [c('Drupal 7 (SHA-512)', 7900, 'drupal7')] },
  { pattern: /^pbkdf2_sha256\$\d+\$[^$]+\$[A-Za-z0-9+/=]{44}$/, format: 'Django PBKDF2', candidates: [c('Django PBKDF2-SHA256', 10000, 'django')] },
  { pattern: /^sha1\$[^$]*\$[0-9a-f]{40}$/, format: 'Django SHA-1', candidates: [c('Django salted SHA-1', 124, null)] },
  { pattern: /^\$pbkdf2-sha512\$\d+\$[./0-9A-Za-z]+\$[./0-9A-Za-z]{86}$/, format: 'passlib PBKDF2', candidates: [c('passlib PBKDF2-SHA512', 20200, 'pbkdf2-hmac-sha512')] },
  { pattern: /^\$pbkdf2-sha256\$\d+\$[./0-9A-Za-z]+\$[./0-9A-Za-z]{43}$/, format: 'passlib PBKDF2', candidates: [c('passlib PBKDF2-SHA256', 20300, 'pbkdf2-hmac-sha256')] },
  { pattern: /^\$pbkdf2(-sha1)?\$\d+\$[./0-9A-Za-z]+\$[./0-9A-Za-z]{27}$/, format: 'passlib PBKDF2', candidates: [c('passlib PBKDF2-SHA1', 20400, 'pbkdf2-hmac-sha1')] },
  { pattern: /^\$ml\$\d+\$[0-9a-f]{64}\$[0-9a-f]{128}$/, format: 'macOS PBKDF2', candidates: [c('macOS v10.8+ PBKDF2-SHA512', 7100, 'xsha512')] },
  { pattern: /^\$8\$[./0-9A-Za-z]{14}\$[./0-9A-Za-z]{43}$/, format: 'Cisco type 8', candidates: [c('Cisco-IOS type 8 (PBKDF2-SHA256)', 9200, 'pbkdf2-hmac-sha256')] },
  { pattern: /^\$9\$[./0-9A-Za-z]{14}\$[./0-9A-Za-z]{43}$/, format: 'Cisco type 9', candidates: [c('Cisco-IOS type 9 (scrypt)', 9300, 'cisco9')] },
  { pattern: /^\$sha1\$\d+\$[./0-9A-Za-z]+\$[./0-9A-Za-z]{28}$/, format: 'SHA-1-crypt (NetBSD)', candidates: [c('sha1crypt (NetBSD)', 15100, 'sha1crypt')] },
  { pattern: /^\$md5(,rounds=\d+)?\$[./0-9A-Za-z]*\$\$?[./0-9A-Za-z]{22}$/, format: 'Sun MD5-crypt', candidates: [c('SunMD5', 3300, 'sunmd5')] },
  { pattern: new RegExp(`^\\{SHA\\}${B64}{27}=$`), format: 'LDAP {SHA}', candidates: [c('LDAP {SHA} (SHA-1, base64)', 101, 'nsldap')] },
  { pattern: new RegExp(`^\\{SSHA\\}${B64}{28,}={0,2}$`), format: 'LDAP {SSHA}', candidates: [c('LDAP {SSHA} (salted SHA-1)', 111, 'salted-sha1')] },
  { pattern: new RegExp(`^\\{SSHA256\\}${B64}{44,}={0,2}$`), format: 'LDAP {SSHA256}', candidates: [c('LDAP {SSHA256} (salted SHA-256)', 1411, 'salted-sha1')] },
  { pattern: new RegExp(`^\\{SSHA512\\}${B64}{88,}={0,2}$`), format: 'LDAP {SSHA512}', candidates: [c('LDAP {SSHA512} (salted SHA-512)', 1711, 'ssha512')] },
  { pattern: /^\*[0-9A-Fa-f]{40}$/, format: 'MySQL 4.1+', candidates: [c('MySQL 4.1+ (SHA-1 of SHA-1)', 300, 'mysql-sha1')] },
  { pattern: /^0x0100[0-9A-Fa-f]{48}$/, format: 'MSSQL 2005', candidates: [c('MSSQL 2005', 132, 'mssql05')] },
  { pattern: /^0x0200[0-9A-Fa-f]{136}$/, format: 'MSSQL 2012+', candidates: [c('MSSQL 2012/2014', 1731, 'mssql12')] },
  { pattern: /^\$krb5tgs\$23\$/, format: 'Kerberos 5 TGS-REP', candidates: [c('Kerberos 5 TGS-REP etype 23 (Kerberoasting)', 13100, 'krb5tgs')] },
  { pattern: /^\$krb5asrep\$23\$/, format: 'Kerberos 5 AS-REP', candidates: [c('Kerberos 5 AS-REP etype 23 (AS-REP roasting)', 18200, 'krb5asrep')] },
  { pattern: /^[^:\s]+::[^:\s]*:[0-9A-Fa-f]{16}:[0-9A-Fa-f]{32}:[0-9A-Fa-f]+$/, format: 'NetNTLMv2 (Responder capture)', candidates: [c('NetNTLMv2', 5600, 'netntlmv2')] },
  { pattern: /^[^:\s]+::[^:\s]*:[0-9A-Fa-f]{48}:[0-9A-Fa-f]{48}:[0-9A-Fa-f]{16}$/, format: 'NetNTLMv1 (Responder capture)', candidates: [c('NetNTLMv1', 5500, 'netntlm')] },
  { pattern: /^eyJ[A-Za-z0-9_-]*\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+$/, format: 'JSON Web Token', candidates: [c('JWT (HS256/384/512 secret)', 16500, 'HMAC-SHA256')] },
  { pattern: /^[0-9A-Fa-f]{32}:[0-9A-Fa-f]{32}$/, format: 'LM:NT pair (pwdump)', candidates: [c('LM:NTLM pair', 1000, 'nt')] },
  { pattern: /^[0-9a-fA-F]{32}:[^:\s]{1,64}$/, format: 'hex digest with salt', candidates: [c('md5($pass.$salt)', 10, 'dynamic_1', 'medium'), c('md5($salt.$pass)', 20, 'dynamic_4', 'medium'), c('Joomla < 2.5.18', 11, null, 'low')] },
  { pattern: /^[0-9a-fA-F]{40}:[^:\s]{1,64}$/, format: 'hex digest with salt', candidates: [c('sha1($pass.$salt)', 110, 'dynamic_25', 'medium'), c('sha1($salt.$pass)', 120, 'dynamic_24', 'medium')] },
  { pattern: /^[0-9a-fA-F]{64}:[^:\s]{1,64}$/, format: 'hex digest with salt', candidates: [c('sha256($pass.$salt)', 1410, 'dynamic_61', 'medium'), c('sha256($salt.$pass)', 1420, 'dynamic_62', 'medium')] },
  { pattern: new RegExp(`^${CRYPT64}{13}$`), format: 'traditional DES crypt', candidates: [c('descrypt (traditional Unix crypt)', 1500, 'descrypt', 'medium')] },
];

/** Bare digests by their byte length (hex or base64), likeliest first. */
export const BY_BYTES: Readonly<Record<number, Candidate[]>> = {
  4: [c('CRC-32', 11500, 'crc32', 'medium'), c('Adler-32', null, null, 'low'), c('XXH32', null, null, 'low'), c('FNV-1a 32', null, null, 'low'), c('MurmurHash3 x86_32', null, null, 'low')],
  8: [c('MySQL 3.23 (OLD_PASSWORD)', 200, 'mysql', 'medium'), c('Half MD5', 5100, null, 'low'), c('CRC-64', null, null, 'low'), c('XXH64 / XXH3', null, null, 'low'), c('Oracle 7-10g DES', 3100, 'oracle', 'low')],
  16: [
    c('MD5', 0, 'raw-md5', 'high'), c('NTLM (MD4 of UTF-16LE)', 1000, 'nt', 'high'), c('MD4', 900, 'raw-md4', 'medium'), c('LM', 3000, 'lm', 'medium'),
    c('md5(md5($pass))', 2600, 'dynamic_2', 'low'), c('RIPEMD-128', null, null, 'low'), c('XXH128', null, null, 'low'), c('MurmurHash3 128', null, null, 'low'),
  ],
  20: [c('SHA-1', 100, 'raw-sha1', 'high'), c('RIPEMD-160', 6000, 'ripemd-160', 'medium'), c('MySQL 4.1+ without the *', 300, 'mysql-sha1', 'medium'), c('sha1(sha1($pass))', 4500, null, 'low'), c('HAS-160', null, null, 'low')],
  24: [c('Tiger-192', null, 'tiger', 'medium'), c('HAVAL-192', null, null, 'low')],
  28: [c('SHA-224', 1300, 'raw-sha224', 'high'), c('SHA3-224', 17300, 'raw-sha3', 'medium'), c('Keccak-224', 17700, 'raw-keccak', 'medium'), c('SHA-512/224', null, null, 'low')],
  32: [
    c('SHA-256', 1400, 'raw-sha256', 'high'), c('SHA3-256', 17400, 'raw-sha3', 'medium'), c('Keccak-256 (Ethereum)', 17800, 'raw-keccak-256', 'medium'), c('BLAKE2s-256', null, null, 'low'),
    c('BLAKE3', null, null, 'low'), c('SM3', null, null, 'low'), c('GOST R 34.11-2012 (256)', 11700, 'gost', 'low'), c('SHA-512/256', null, null, 'low'), c('RIPEMD-256', null, null, 'low'),
  ],
  40: [c('RIPEMD-320', null, null, 'medium')],
  48: [c('SHA-384', 10800, 'raw-sha384', 'high'), c('SHA3-384', 17500, 'raw-sha3', 'medium'), c('Keccak-384', 17900, null, 'medium')],
  64: [
    c('SHA-512', 1700, 'raw-sha512', 'high'), c('SHA3-512', 17600, 'raw-sha3', 'medium'), c('Keccak-512', 18000, null, 'medium'), c('BLAKE2b-512', 600, 'raw-blake2', 'medium'),
    c('Whirlpool', 6100, 'whirlpool', 'medium'), c('GOST R 34.11-2012 (512)', 11800, null, 'low'),
  ],
};
