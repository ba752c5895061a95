/** Resolved by the esbuild build (packages/web/scripts/build-web.mjs) to packages/tools/src/loaders.generated.ts. */
declare module 'ctp:tool-loaders' {
  import type { Tool } from '@ctp/core';
  export const loaders: Readonly<Record<string, () => Promise<{ default: Tool }>>>;
}
