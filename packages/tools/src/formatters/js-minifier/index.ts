import { defineTool, failure, success } from '@ctp/core';
import { minify } from 'terser';
import definition from './definition.js';

const bytes = (s: string) => new TextEncoder().encode(s).length;

interface ParseError {
  message?: string;
  line?: number;
  col?: number;
}

export default defineTool(definition, async (params) => {
  let code: string | undefined;
  try {
    const result = await minify(params.code, {
      module: params.module,
      mangle: params.mangle,
      compress: params.compress ? { drop_console: params.dropConsole, passes: 1 } : false,
      format: { comments: params.keepLicense ? 'some' : false },
      ecma: 2020,
    });
    code = result.code;
  } catch (error) {
    const e = error as ParseError;
    if (typeof e?.line === 'number') return failure('INVALID_INPUT', `JavaScript syntax error at line ${e.line}, column ${(e.col ?? 0) + 1}: ${e.message}`);
    throw error;
  }
  // without compress, dropConsole would silently do nothing
  const minified = code ?? '';
  const originalBytes = bytes(params.code);
  const minifiedBytes = bytes(minified);
  return success({ minified, originalBytes, minifiedBytes, savedPercent: originalBytes === 0 ? 0 : Math.round((1 - minifiedBytes / originalBytes) * 1000) / 10 });
});
