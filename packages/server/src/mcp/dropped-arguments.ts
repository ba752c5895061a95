/**
 * The SDK validates a tools/call with zod, whose records leave out a `__proto__` key without a
 * word (assigning it would replace the copy's prototype). A tool would then run as if the key had
 * not been sent, while REST (JSON.parse keeps it as an own key) refuses it as an unknown
 * parameter. This Server reads the raw arguments before that validation, through the SDK's
 * hook for subclasses (`_wrapHandler`), and the tools/call handler puts the key back as an own
 * property, so core's input rules (normalize.ts) judge the same input on every surface.
 */
import { Server } from '@modelcontextprotocol/server';

type Handler = Parameters<Server['_wrapHandler']>[1];

/** The raw `__proto__` argument of a tools/call, by the handler context it travels with. */
const dropped = new WeakMap<object, { value: unknown }>();

export class ArgumentKeepingServer extends Server {
  protected override _wrapHandler(method: string, handler: Handler): Handler {
    const wrapped = super._wrapHandler(method, handler);
    if (method !== 'tools/call') return wrapped;
    return (request, ctx) => {
      const args = (request.params as { arguments?: unknown } | undefined)?.arguments;
      if (typeof args === 'object' && args !== null && Object.prototype.hasOwnProperty.call(args, '__proto__'))
        dropped.set(ctx, { value: (args as Record<string, unknown>)['__proto__'] });
      return wrapped(request, ctx);
    };
  }
}

/** The validated arguments with the `__proto__` key the validation left out, as an own property. */
export function withDroppedArguments(args: Record<string, unknown>, ctx: object): Record<string, unknown> {
  const proto = dropped.get(ctx);
  if (!proto) return args;
  const out = { ...args };
  Object.defineProperty(out, '__proto__', { value: proto.value, enumerable: true, writable: true, configurable: true });
  return out;
}
