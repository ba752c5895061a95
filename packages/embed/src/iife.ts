/**
 * The `<script src="{baseUrl}/sdk/embed.js">` build: defines `window.CTP` and mounts every
 * `[data-ctp-tool]` element once the DOM is ready. Loading it twice keeps the first copy.
 */
import { autoDiscover, baseFromScript, embed, setDefaultBaseUrl, type EmbedController } from './embed.js';
import { autosense, type DetectedStyles } from './autosense.js';
import type { EmbedConfig } from './config.js';
import { VERSION } from './version.js';

export interface CTPGlobal {
  version: string;
  embed(target: string | Element, config: EmbedConfig): EmbedController;
  autoDiscover(root?: ParentNode): EmbedController[];
  autosense(el?: Element | null): DetectedStyles;
}

declare global {
  interface Window {
    CTP?: CTPGlobal;
  }
}

const w = window;
if (!w.CTP || typeof w.CTP.embed !== 'function') {
  setDefaultBaseUrl(baseFromScript((document.currentScript as HTMLScriptElement | null)?.src));
  w.CTP = { version: VERSION, embed, autoDiscover, autosense };
}
const run = () => w.CTP!.autoDiscover();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
else run();
