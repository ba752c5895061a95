export * from '../../../../test/support/ajv.js';
