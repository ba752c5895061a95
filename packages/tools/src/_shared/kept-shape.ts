/**
 * V8 keeps the hidden class of a class's instances only while one of them is alive: a full
 * collection with none alive drops it, and with it every optimized function that checked it.
 * Kernels whose objects live for one call would then be optimized afresh on the first call after
 * each quiet spell (V8's memory reducer runs full collections when a server goes idle): on 64 KiB
 * of JSON that first call took 2.4 ms instead of 1.5, and the compiler's working memory (a few
 * MB) came on top of the call's own.
 *
 * A kernel's module keeps one instance of each such class for its life, which keeps the shape
 * and the code. Only a class whose fields are all set in its constructor has one shape to keep.
 */
const kept: object[] = [];

/** Keeps `instance` (and so its hidden class) alive for the life of the module. */
export function keepShape<T extends object>(instance: T): T {
  kept.push(instance);
  return instance;
}
