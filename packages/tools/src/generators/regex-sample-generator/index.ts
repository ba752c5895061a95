import { defineTool, failure, success, withWarnings } from '@ctp/core';
import RandExp from 'randexp';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const flags = params.flags ?? '';
  let full: RegExp;
  try {
    full = new RegExp(`^(?:${params.pattern})$`, flags);
  } catch (error) {
    return failure('INVALID_INPUT', `Invalid regular expression: ${error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : 'cannot be compiled'}`);
  }
  const random = createRandom(params.seed);
  let generator: RandExp;
  try {
    generator = new RandExp(params.pattern, flags.replace(/[su]/g, ''));
  } catch (error) {
    return failure('INVALID_INPUT', `randexp cannot read this pattern: ${error instanceof Error ? error.message : 'unsupported syntax'}.`);
  }
  generator.max = params.maxRepeat;
  generator.randInt = (from, to) => from + random.int(to - from + 1);
  if (params.unicode) generator.defaultRange.add(0, 0xffff).subtract(0xd800, 0xdfff);
  const samples: string[] = [];
  const seen = new Set<string>();
  const attempts = params.unique ? params.count * 20 : params.count;
  for (let i = 0; i < attempts && samples.length < params.count; i++) {
    const sample = generator.gen();
    if (params.unique) {
      if (seen.has(sample)) continue;
      seen.add(sample);
    }
    samples.push(sample);
  }
  const matching = samples.filter((s) => full.test(s)).length;
  const warnings: string[] = [];
  if (samples.length < params.count) warnings.push(`Only ${samples.length} distinct strings were found in ${attempts} tries: the pattern may not have ${params.count} different matches.`);
  if (matching < samples.length) warnings.push(`${samples.length - matching} of ${samples.length} samples do not match the whole pattern (lookarounds, \\b and similar assertions are not generated).`);
  return withWarnings(success({ samples, matching }), warnings);
});
