// csso's self-contained browser build has the same API as the package root; @types/csso types only the root.
declare module 'csso/dist/csso.esm' {
  export * from 'csso';
}
