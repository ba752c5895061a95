/** Modules the Workers bundle script (scripts/bundle-workers.mjs) provides at bundle time. */
declare module 'ctp:docs-assets' {
  const assets: { script: string; css: string };
  export default assets;
}
