import { defineTool, failure, success } from '@ctp/core';
import { optimize, type Config } from 'svgo/browser';
import definition from './definition.js';

const bytes = (text: string) => new TextEncoder().encode(text).length;

export default defineTool(definition, (params) => {
  if (!/<svg[\s>]/i.test(params.svg)) return failure('INVALID_INPUT', 'The input has no <svg> element: paste SVG markup (the text of an .svg file).');
  const overrides: Record<string, unknown> = { cleanupNumericValues: { floatPrecision: params.precision }, convertPathData: { floatPrecision: params.precision } };
  if (params.keepIds) overrides.cleanupIds = false;
  if (params.removeDimensions) overrides.removeViewBox = false;
  const config: Config = {
    multipass: params.multipass,
    floatPrecision: params.precision,
    js2svg: params.pretty ? { pretty: true, indent: 2 } : { pretty: false },
    plugins: [{ name: 'preset-default', params: { overrides } }, ...(params.removeDimensions ? (['removeDimensions'] as const) : [])],
  };
  let svg: string;
  try {
    svg = optimize(params.svg, config).data;
  } catch (error) {
    const e = error as Error & { line?: number; column?: number; reason?: string };
    const where = e.line !== undefined ? ` at line ${e.line}, column ${e.column}` : '';
    return failure('INVALID_INPUT', `The SVG is not well-formed XML${where}: ${e.reason ?? e.message.split('\n')[0]}.`);
  }
  const originalBytes = bytes(params.svg);
  const optimizedBytes = bytes(svg);
  return success({ svg, originalBytes, optimizedBytes, savedPercent: originalBytes ? Math.round((1 - optimizedBytes / originalBytes) * 10_000) / 100 : 0 });
});
