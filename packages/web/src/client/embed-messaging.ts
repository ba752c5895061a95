/**
 * Embed ↔ host messages (packages/embed/src/protocol.ts is the contract):
 * everything goes to the one parent origin named at start-up, never '*'; the
 * host answers over the MessagePort handed over with `ready`, which only a
 * window of that origin can receive.
 */
import { embedMessage, readHostMessage, type EmbedPayloads, type EmbedStyles } from '@ctp/embed/protocol';

export interface HostLink {
  post<K extends keyof EmbedPayloads>(type: K, payload: EmbedPayloads[K]): void;
}

/**
 * The parent origin to talk to, or null for none. The claim (the `origin`
 * query parameter) must match what the browser says about the parent, where
 * it says anything (ancestorOrigins, else the referrer).
 */
export function trustedParentOrigin(claimed: string | null, win: Window = window): string | null {
  if (!claimed || win.parent === win) return null;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] === claimed ? claimed : null;
  const referrer = win.document.referrer;
  if (referrer) {
    try {
      return new URL(referrer).origin === claimed ? claimed : null;
    } catch {
      return null;
    }
  }
  // nothing to check against here; postMessage's exact targetOrigin still delivers only to that origin
  return claimed;
}

export function connectToHost(options: {
  origin: string;
  channel: string;
  ready: EmbedPayloads['ready'];
  onStyles(styles: EmbedStyles): void;
}): HostLink {
  const { origin, channel } = options;
  const port = new MessageChannel();
  port.port1.onmessage = (event) => {
    const message = readHostMessage(event.data, channel);
    if (message) options.onStyles(message.payload.styles);
  };
  // an SDK without the port may post to the window: same checks (exact origin, the parent itself, the channel)
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    const message = readHostMessage(event.data, channel);
    if (message) options.onStyles(message.payload.styles);
  });
  window.parent.postMessage(embedMessage(channel, 'ready', options.ready), origin, [port.port2]);
  return {
    post(type, payload) {
      window.parent.postMessage(embedMessage(channel, type, payload), origin);
    },
  };
}

/** Reports the content height whenever it changes (the host sizes the iframe to it). */
export function watchHeight(element: HTMLElement, report: (height: number) => void): void {
  let last = -1;
  const measure = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height !== last) report((last = height));
  };
  new ResizeObserver(measure).observe(element);
  measure();
}
