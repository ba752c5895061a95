/** Shared by the definition (schemas, options) and the function: a data-only module, so the definition stays cheap to load. */
export const PALETTES = ['tints', 'shades', 'tones', 'monochromatic', 'complementary', 'analogous', 'triadic', 'tetradic', 'split-complementary'] as const;
