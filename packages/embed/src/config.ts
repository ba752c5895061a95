/**
 * Embed configuration (spec §10.3, shared/spec/schemas/embed-config.schema.json) and how it
 * becomes the style parameters sent to the embed. Bad values never throw: they are dropped
 * and reported as problems.
 */
import { parseColor, toHex } from './color.js';
import type { DetectedStyles } from './autosense.js';
import {
  sanitizeStyles, TOOL_ID_PATTERN,
  type Density, type EmbedStyles, type ResultPayload, type Shadow, type Theme,
} from './protocol.js';
import type { EmbedController } from './embed.js';

/** Error reported for an `error` message (or a config problem); `code` as the embed sent it. */
export interface EmbedError extends Error {
  code?: string;
}

/** Style options: the schema's style properties. Also what `controller.updateStyles()` takes. */
export interface StyleOptions {
  theme?: Theme;
  accentColor?: string;
  backgroundColor?: string;
  textColor?: string;
  secondaryTextColor?: string;
  borderColor?: string;
  inputBackground?: string;
  fontFamily?: string;
  /** px, 8–32 */
  baseFontSize?: number;
  /** px, 0–32 */
  borderRadius?: number;
  /** px, 0–4 */
  borderWidth?: number;
  shadow?: Shadow;
  density?: Density;
}

export interface EmbedConfig extends StyleOptions {
  /** `^[a-z0-9]+(-[a-z0-9]+)*$` */
  toolId: string;
  /** Where the tools are served; default: derived from the `<script src>` of embed.js. */
  baseUrl?: string;
  /** Path of the embed endpoint below baseUrl; default `/embed`. */
  embedPath?: string;
  /** number = px; default `100%`. */
  width?: string | number;
  /** number = px; when set, the iframe keeps this height (no auto-resize). */
  height?: string | number;
  /** number = px. */
  minHeight?: string | number;
  /** Auto-detect host page styles (default true). */
  autosense?: boolean;
  /** Follow host theme changes (default true). */
  watchTheme?: boolean;
  /** iframe `loading` (default `lazy`). */
  loading?: 'lazy' | 'eager';
  /** `allow="clipboard-write"` (default true). */
  allowClipboard?: boolean;
  /** CSS classes added to the container. */
  className?: string;
  onReady?: (controller: EmbedController) => void;
  onResult?: (result: ResultPayload) => void;
  onError?: (error: EmbedError) => void;
}

/** Style option → style parameter name. */
export const STYLE_MAP: Record<keyof StyleOptions, keyof EmbedStyles> = {
  theme: 'theme',
  accentColor: 'accent',
  backgroundColor: 'bg',
  textColor: 'text',
  fontFamily: 'font',
  baseFontSize: 'fontSize',
  borderRadius: 'radius',
  shadow: 'shadow',
  density: 'density',
  secondaryTextColor: 'muted',
  borderColor: 'border',
  inputBackground: 'inputBg',
  borderWidth: 'borderWidth',
};
/** A config after normalizeConfig: lengths are CSS strings, colors hex. */
export type CleanConfig = Partial<Omit<EmbedConfig, 'width' | 'height' | 'minHeight'>> & {
  width?: string;
  height?: string;
  minHeight?: string;
};

const KINDS: Record<string, string> = {
  autosense: 'b', watchTheme: 'b', allowClipboard: 'b', onReady: 'f', onResult: 'f', onError: 'f',
  width: 'l', height: 'l', minHeight: 'l', toolId: 'i', baseUrl: 'u', embedPath: 'p', className: 's', loading: 'o',
};
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** `https://x.example/ctp/` → `https://x.example/ctp`; undefined unless an absolute http(s) URL. */
export function cleanBaseUrl(v: unknown): string | undefined {
  try {
    const u = new URL(v as string);
    return /^https?:$/.test(u.protocol) ? u.origin + u.pathname.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Check a config object against the schema. Returns a clean copy (invalid entries removed,
 * colors normalized to hex, numeric lengths as px) and the problems found, as messages.
 * `stylesOnly`: accept style options only (what `updateStyles` takes).
 */
export function normalizeConfig(input: unknown, stylesOnly = false): { config: CleanConfig; problems: string[] } {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== 'object') return { config: out, problems: ['config must be an object'] };
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || (stylesOnly && k === 'framework')) continue;
    const kind = own(STYLE_MAP, k) ? 'y' : !stylesOnly && own(KINDS, k) ? KINDS[k] : '';
    let val: unknown;
    switch (kind) {
      case 'b':
        if (typeof v === 'boolean') val = v;
        break;
      case 'f':
        if (typeof v === 'function') val = v;
        break;
      case 'l':
        val = (typeof v === 'number' && v >= 0) || /^\d+(\.\d+)?$/.test(v as string) ? v + 'px' : typeof v === 'string' && /^[\w.%()+\-*/ ]{1,64}$/.test(v) ? v : undefined;
        break;
      case 'i':
        if (typeof v === 'string' && TOOL_ID_PATTERN.test(v)) val = v;
        break;
      case 'u':
        val = cleanBaseUrl(v);
        break;
      case 'p':
        if (typeof v === 'string' && /^(\/[\w~-][\w.~-]*)+$/.test(v)) val = v;
        break;
      case 's':
        if (typeof v === 'string') val = v;
        break;
      case 'o':
        if (v === 'lazy' || v === 'eager') val = v;
        break;
      case 'y': {
        const p = STYLE_MAP[k as keyof StyleOptions];
        const c = /Color$|^inputBackground$/.test(k) && typeof v === 'string' ? parseColor(v) : null;
        val = sanitizeStyles({ [p]: c ? toHex(c) : v })[p];
      }
    }
    if (val === undefined) problems.push(`${k}: ${kind ? 'invalid value' : 'unknown option'}`);
    else out[k] = val;
  }
  return { config: out as CleanConfig, problems };
}

/** Style options (or detected styles: same names) → style parameters, allow-listed. */
export function explicitStyles(o: StyleOptions): EmbedStyles {
  const out: Record<string, unknown> = {};
  for (const [k, p] of Object.entries(STYLE_MAP)) if (o[k as keyof StyleOptions] != null) out[p] = o[k as keyof StyleOptions];
  return sanitizeStyles(out);
}

/**
 * The full style set: explicit options win over autosense. When the theme is forced to the
 * opposite of the host's, the host's background and text colors are not carried over.
 */
export function mergeStyles(detected: DetectedStyles | undefined, explicit: EmbedStyles): EmbedStyles {
  const auto = detected ? explicitStyles(detected) : {};
  if (explicit.theme && explicit.theme !== auto.theme) {
    delete auto.bg;
    delete auto.text;
  }
  return { ...auto, ...explicit };
}
