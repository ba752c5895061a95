/** Names openssl asn1parse prints for common object identifiers (X.509, PKCS, EC, hashes). */
export const OID_NAMES: Record<string, string> = {
  '2.5.4.3': 'commonName', '2.5.4.4': 'surname', '2.5.4.5': 'serialNumber', '2.5.4.6': 'countryName', '2.5.4.7': 'localityName',
  '2.5.4.8': 'stateOrProvinceName', '2.5.4.9': 'streetAddress', '2.5.4.10': 'organizationName', '2.5.4.11': 'organizationalUnitName',
  '2.5.4.12': 'title', '2.5.4.42': 'givenName', '1.2.840.113549.1.9.1': 'emailAddress', '0.9.2342.19200300.100.1.25': 'domainComponent',
  '1.2.840.113549.1.1.1': 'rsaEncryption', '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption', '1.2.840.113549.1.1.10': 'rsassaPss',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption', '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption', '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.10045.2.1': 'id-ecPublicKey', '1.2.840.10045.3.1.7': 'prime256v1', '1.3.132.0.34': 'secp384r1', '1.3.132.0.35': 'secp521r1', '1.3.132.0.10': 'secp256k1',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256', '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384', '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512', '1.3.101.112': 'ED25519', '1.3.101.110': 'X25519',
  '2.16.840.1.101.3.4.2.1': 'sha256', '2.16.840.1.101.3.4.2.2': 'sha384', '2.16.840.1.101.3.4.2.3': 'sha512', '1.3.14.3.2.26': 'sha1',
  '2.5.29.14': 'X509v3 Subject Key Identifier', '2.5.29.15': 'X509v3 Key Usage', '2.5.29.17': 'X509v3 Subject Alternative Name',
  '2.5.29.19': 'X509v3 Basic Constraints', '2.5.29.31': 'X509v3 CRL Distribution Points', '2.5.29.32': 'X509v3 Certificate Policies',
  '2.5.29.35': 'X509v3 Authority Key Identifier', '2.5.29.37': 'X509v3 Extended Key Usage', '1.3.6.1.5.5.7.1.1': 'Authority Information Access',
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication', '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication', '1.3.6.1.5.5.7.48.1': 'OCSP',
  '1.3.6.1.5.5.7.48.2': 'CA Issuers', '1.3.6.1.4.1.11129.2.4.2': 'CT Precertificate SCTs', '1.2.840.113549.1.7.1': 'pkcs7-data',
  '1.2.840.113549.1.7.2': 'pkcs7-signedData', '1.2.840.113549.1.9.14': 'Extension Request', '1.2.840.113549.1.5.13': 'PBES2', '1.2.840.113549.1.5.12': 'PBKDF2',
  '2.16.840.1.101.3.4.1.42': 'aes-256-cbc',
};
