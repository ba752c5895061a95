export * from './registry.js';
export * from './execute.js';
export * from './recipe.js';
export * from './stream.js';
export { isServerBusy, serverBusy } from './busy.js';
