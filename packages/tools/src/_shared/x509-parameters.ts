/** Parameters of the tools that create certificate requests and certificates (pure data). */
import { param } from './hash-parameters.js';

export const commonNameParameter = param({ name: 'commonName', type: 'text', label: 'Common name (CN)', description: 'Usually the main domain name, e.g. www.example.com.', required: true, validation: { maxLength: 64 } });
export const organizationParameter = param({ name: 'organization', type: 'text', label: 'Organization (O)', description: 'Optional organization name.', required: false, validation: { maxLength: 64 } });
export const organizationalUnitParameter = param({ name: 'organizationalUnit', type: 'text', label: 'Organizational unit (OU)', description: 'Optional department.', required: false, validation: { maxLength: 64 }, group: 'advanced' });
export const localityParameter = param({ name: 'locality', type: 'text', label: 'City (L)', description: 'Optional city or locality.', required: false, validation: { maxLength: 128 }, group: 'advanced' });
export const stateParameter = param({ name: 'state', type: 'text', label: 'State (ST)', description: 'Optional state or province.', required: false, validation: { maxLength: 128 }, group: 'advanced' });
export const countryParameter = param({ name: 'country', type: 'text', label: 'Country (C)', description: 'Optional two-letter ISO country code.', required: false, validation: { maxLength: 2, minLength: 2, pattern: '^[A-Za-z]{2}$' } });
export const emailParameter = param({ name: 'email', type: 'text', label: 'Email (E)', description: 'Optional email address in the subject.', required: false, validation: { maxLength: 128 }, group: 'advanced' });
export const sanParameter = param({
  name: 'subjectAltNames', type: 'textarea', label: 'Subject alternative names',
  description: 'One per line or comma-separated: DNS names (*.example.com), IP addresses, email addresses, or URIs. Browsers check only these, not the CN; empty means the CN as a DNS name.',
  required: false, validation: { maxLength: 10_000 },
});
export const keyTypeParameter = param({
  name: 'keyType', type: 'select', label: 'Key type', description: 'The new key pair\'s algorithm (ignored when a private key is given).', required: false, defaultValue: 'ecdsa-p256',
  options: [
    { value: 'ecdsa-p256', label: 'ECDSA P-256' }, { value: 'ecdsa-p384', label: 'ECDSA P-384' }, { value: 'rsa-2048', label: 'RSA 2048' },
    { value: 'rsa-3072', label: 'RSA 3072' }, { value: 'rsa-4096', label: 'RSA 4096' }, { value: 'ed25519', label: 'Ed25519' },
  ],
});
export const existingKeyParameter = param({
  name: 'privateKey', type: 'textarea', label: 'Existing private key (optional)',
  description: 'Use this private key (PEM or JWK) instead of generating one; its public key goes into the request or certificate.', required: false, validation: { maxLength: 100_000 }, group: 'advanced',
});

export const subjectOutputProperties = {
  subject: { type: 'string', description: 'The subject distinguished name.' },
  subjectAltNames: { type: 'array', items: { type: 'string' }, description: 'The SAN entries as type:value.' },
  keyAlgorithm: { type: 'string', description: 'e.g. "EC P-256", "RSA 2048", "Ed25519".' },
  privateKeyPem: { type: ['string', 'null'], description: 'The generated private key (PKCS#8 PEM), or null when an existing key was used. Keep it secret.' },
} as const;
