/**
 * Vitest runs tests with `--conditions source` so workspace packages resolve
 * to their TypeScript sources. Some published packages also export a "source"
 * condition (eventsource, which the SDK client imports), and Node refuses to
 * strip types under node_modules. This resolve hook drops the condition for
 * imports made from inside node_modules, so published packages load their
 * builds. Import it before the SDK client.
 */
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  if (context.parentURL && context.parentURL.includes('/node_modules/') && context.conditions.includes('source'))
    return next(specifier, { ...context, conditions: context.conditions.filter((c) => c !== 'source') });
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
