/** Patterns: regular expressions (literal or bare) and JSONPath queries. */
import { detection, type TokenDetector } from './types.js';

const META = /\\[dwsbDWSB.()[\]{}|^$*+?/\\]|\[\^?[^\]]+\]|\(\?[:=!<]|[*+?]\?|\{\d+(?:,\d*)?\}|^\^|\$$/g;

function compiles(source: string, flags = ''): boolean {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
}

export const regex: TokenDetector = (value) => {
  if (value.length > 2000) return undefined;
  const close = value.lastIndexOf('/');
  if (value.startsWith('/') && close > 1 && /^[dgimsuyv]*$/.test(value.slice(close + 1))) {
    const body = value.slice(1, close);
    const flags = value.slice(close + 1);
    // an unescaped "/" inside is a path (/usr/local/bin/), not a literal
    if (/(?:^|[^\\])\//.test(body) || !compiles(body, flags)) return undefined;
    const metas = body.match(META)?.length ?? 0;
    return detection('regex', metas > 0 || flags ? 0.85 : 0.4, 'Regular expression literal', flags ? `flags ${flags}` : undefined);
  }
  const metas = value.match(META)?.length ?? 0;
  if (metas < 2 || !compiles(value)) return undefined;
  return detection('regex', metas >= 4 ? 0.7 : 0.5, 'Regular expression');
};

export const jsonPath: TokenDetector = (value) => {
  if (value.length > 1000 || !/^\$(?:$|\.\.?|\[)/.test(value)) return undefined;
  if (value === '$') return detection('jsonpath', 0.6, 'JSONPath (the root)');
  if (!/^\$(?:\.\.?(?:[A-Za-z_$][\w$-]*|\*)|\[[^\]]*\])/.test(value)) return undefined;
  return detection('jsonpath', 0.9, 'JSONPath expression', /\.\.|\[\?|\*/.test(value) ? 'matches several values' : undefined);
};
