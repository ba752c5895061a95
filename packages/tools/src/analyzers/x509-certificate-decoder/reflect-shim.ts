/**
 * @peculiar/x509 uses tsyringe, which refuses to load without the Reflect
 * metadata API (normally the reflect-metadata package, not a dependency here).
 * It only stores and reads constructor metadata, so a WeakMap is enough.
 * Installed only when absent; imported before the library.
 */
type MetadataReflect = typeof Reflect & {
  getMetadata?: (key: unknown, target: object) => unknown;
  getOwnMetadata?: (key: unknown, target: object) => unknown;
  defineMetadata?: (key: unknown, value: unknown, target: object) => void;
};

const R = Reflect as MetadataReflect;
if (typeof R.getMetadata !== 'function') {
  const store = new WeakMap<object, Map<unknown, unknown>>();
  const own = (key: unknown, target: object) => store.get(target)?.get(key);
  R.getOwnMetadata = own;
  R.getMetadata = (key, target) => {
    for (let o: object | null = target; o; o = Object.getPrototypeOf(o)) {
      const value = own(key, o);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  R.defineMetadata = (key, value, target) => {
    if (!store.has(target)) store.set(target, new Map());
    store.get(target)!.set(key, value);
  };
}

export {};
