/**
 * @ctp/embed — embed CTP tools in any page (spec §10). ESM entry for bundlers; the
 * `<script>` build (dist/embed.iife.js, served at /sdk/embed.js) defines `window.CTP`.
 */
export { VERSION } from './version.js';
export {
  autoDiscover, baseFromScript, configFromElement, controllerOf, embed, setDefaultBaseUrl,
  type EmbedController,
} from './embed.js';
export { autosense, detectTheme, effectiveBackground, type DetectedStyles, type Framework } from './autosense.js';
export { normalizeConfig, type EmbedConfig, type EmbedError, type StyleOptions } from './config.js';
export { parseColor, toHex, type RGBA } from './color.js';
export * from './protocol.js';
