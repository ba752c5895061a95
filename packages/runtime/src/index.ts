export * from './registry.js';
export * from './execute.js';
