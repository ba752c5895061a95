import '../../_shared/reflect-init.js';
import { defineTool, failure, success } from '@ctp/core';
import { Pkcs10CertificateRequestGenerator } from '@peculiar/x509';
import { KeyError } from '../../_shared/key-material.js';
import { describeSan, sanExtension, signingKeys, subjectAltNames, subjectName } from '../../_shared/x509-build.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  try {
    const subject = subjectName(params);
    const names = subjectAltNames(params.subjectAltNames, params.commonName);
    const { keys, signingAlgorithm, label, privateKeyPem } = await signingKeys(params.keyType, params.privateKey);
    const csr = await Pkcs10CertificateRequestGenerator.create({ name: subject, keys, signingAlgorithm, extensions: [sanExtension(names)] });
    return success({ csr: `${csr.toString('pem')}\n`, subject, subjectAltNames: describeSan(names), keyAlgorithm: label, privateKeyPem });
  } catch (error) {
    if (error instanceof KeyError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
