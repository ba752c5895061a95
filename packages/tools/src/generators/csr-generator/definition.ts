import { defineDefinition } from '@ctp/core';
import {
  commonNameParameter, countryParameter, emailParameter, existingKeyParameter, keyTypeParameter, localityParameter, organizationalUnitParameter, organizationParameter, sanParameter,
  stateParameter, subjectOutputProperties,
} from '../../_shared/x509-parameters.js';

export default defineDefinition({
  id: 'csr-generator',
  name: 'CSR Generator (Certificate Signing Request)',
  description:
    'Create a PKCS#10 certificate signing request (CSR) to send to a certificate authority, with the subject (CN, O, OU, L, ST, C, email) and subject alternative names (DNS names, wildcards, IPs, emails, URIs), signed with a new ECDSA P-256/P-384, RSA 2048–4096 or Ed25519 key — or with your existing private key. The key pair is generated in your browser and never sent anywhere.',
  category: 'generators',
  tags: ['csr', 'certificate', 'ssl', 'x509'],
  keywords: ['csr generator', 'certificate signing request', 'pkcs10', 'generate csr', 'ssl csr', 'tls csr', 'openssl req -new', 'subject alternative name', 'wildcard csr', 'private key and csr'],
  method: 'POST',
  annotations: { idempotentHint: false },
  parameters: [
    commonNameParameter, sanParameter, organizationParameter, organizationalUnitParameter, localityParameter, stateParameter, countryParameter, emailParameter, keyTypeParameter, existingKeyParameter,
  ],
  outputDescription: 'The CSR in PEM, the private key (when generated), the subject, SANs and key algorithm.',
  outputSchema: {
    type: 'object',
    properties: { csr: { type: 'string', description: 'The PKCS#10 request in PEM.' }, ...subjectOutputProperties },
    required: ['csr', 'subject', 'subjectAltNames', 'keyAlgorithm', 'privateKeyPem'],
    additionalProperties: false,
  },
  primaryOutput: 'csr',
  display: { csr: { as: 'code' }, privateKeyPem: { as: 'code' } },
  live: false,
  example: {
    input: { commonName: 'example.test', subjectAltNames: 'example.test, www.example.test', organization: 'Example Org', country: 'DE', privateKey: "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ1hsZ3v/VpguoRK9JLsLMREScVpezJpGXA7rAMcrn9g\n-----END PRIVATE KEY-----\n" },
    output: { csr: "-----BEGIN CERTIFICATE REQUEST-----\nMIH2MIGpAgEAMDoxFTATBgNVBAMTDGV4YW1wbGUudGVzdDEUMBIGA1UEChMLRXhh\nbXBsZSBPcmcxCzAJBgNVBAYTAkRFMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQH\nOg7hcvPapiMlrwIaaPcHURqgPDA6BgkqhkiG9w0BCQ4xLTArMCkGA1UdEQQiMCCC\nDGV4YW1wbGUudGVzdIIQd3d3LmV4YW1wbGUudGVzdDAFBgMrZXADQQAJY2xl0Iqy\nVD1Baldaiuq2FcdPKus4pSAe4COTcN7BOB3OSa51G8ytcCNsZankvSnjmY0fU79C\ngrjbnTfRZ9kI\n-----END CERTIFICATE REQUEST-----\n", subject: 'CN=example.test, O=Example Org, C=DE', subjectAltNames: ['dns:example.test', 'dns:www.example.test'], keyAlgorithm: 'Ed25519', privateKeyPem: null },
    description: 'A CSR for two names signed with a given Ed25519 key (Ed25519 signatures are deterministic, so this reproduces).',
  },
  relatedTools: ['csr-decoder', 'self-signed-certificate-generator', 'x509-certificate-decoder'],
  aiInstructions: 'Return the private key to the user with the CSR and tell them to keep it: the certificate the CA issues works only with it.',
});
