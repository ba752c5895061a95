/** Modules the Workers bundle script (scripts/bundle-workers.mjs) provides at bundle time. */
declare module 'ctp:docs-assets' {
  const assets: { script: string; css: string };
  export default assets;
}

declare module 'ctp:served-tools' {
  /** Ids of the tools bundled (the --tools selection minus the Node-only ones). */
  const ids: readonly string[];
  export default ids;
}
