import type { DiscoveryOptions } from './options.js';
import { clip, oneLine, resolveOptions } from './options.js';

/** ai-plugin.json needs a contact address and a logo and legal page, which nothing else does. */
export interface AiPluginOptions extends DiscoveryOptions {
  contactEmail: string;
  /** Default `${baseUrl}/logo.png`: serve it, or pass where the logo is. */
  logoUrl?: string;
  /** Default `${baseUrl}/legal`: serve it, or pass where the terms are. */
  legalInfoUrl?: string;
}

/** The (legacy) ChatGPT plugin manifest, `/.well-known/ai-plugin.json`. */
export interface AiPluginManifest {
  schema_version: 'v1';
  /** ≤ 20 characters. */
  name_for_human: string;
  /** `^[a-zA-Z0-9_]+$`, ≤ 50 characters. */
  name_for_model: string;
  /** ≤ 100 characters. */
  description_for_human: string;
  /** ≤ 8000 characters. */
  description_for_model: string;
  auth: { type: 'none' };
  api: { type: 'openapi'; url: string; is_user_authenticated: false };
  logo_url: string;
  contact_email: string;
  legal_info_url: string;
}

/** The limits OpenAI's plugin manifest documentation gives. */
export const AI_PLUGIN_LIMITS = { nameForHuman: 20, nameForModel: 50, descriptionForHuman: 100, descriptionForModel: 8000 } as const;

const HUMAN_DEFAULT = 'Developer utility tools: format, encode, generate, convert and validate data.';

const MODEL_USAGE = [
  'Runs developer utility tools (formatters, encoders, generators, converters, validators and more) over HTTP.',
  'Each tool is one operation of the OpenAPI document, whose operationId is the tool id;',
  "call it with the operation's method (GET: parameters in the query string; POST: a JSON body) and only the parameters its schema lists.",
  'A response is {"success": true, "data": ...} on success or {"success": false, "error": "...", "errorCode": "..."} on failure.',
  'On INVALID_INPUT, MISSING_REQUIRED, TYPE_ERROR or CONSTRAINT_VIOLATION, correct the parameters using the error message instead of retrying unchanged;',
  'on RATE_LIMITED wait for the Retry-After header.',
  "Follow the instructions in each operation's description. Show the user the tool's data, not the whole response.",
].join(' ');

export function createAiPlugin(options: AiPluginOptions): AiPluginManifest {
  const o = resolveOptions(options);
  if (!options.contactEmail) throw new TypeError('ai-plugin.json requires contactEmail');
  const describe = o.description ? `${oneLine(o.description)} ` : '';
  return {
    schema_version: 'v1',
    name_for_human: clip(oneLine(o.name), AI_PLUGIN_LIMITS.nameForHuman),
    name_for_model: modelName(o.name),
    description_for_human: clip(oneLine(o.description ?? HUMAN_DEFAULT), AI_PLUGIN_LIMITS.descriptionForHuman),
    description_for_model: clip(`${describe}${MODEL_USAGE}`, AI_PLUGIN_LIMITS.descriptionForModel),
    auth: { type: 'none' },
    api: { type: 'openapi', url: `${o.baseUrl}/api/openapi.yaml`, is_user_authenticated: false },
    logo_url: absolute(options.logoUrl ?? `${o.baseUrl}/logo.png`),
    contact_email: options.contactEmail,
    legal_info_url: absolute(options.legalInfoUrl ?? `${o.baseUrl}/legal`),
  };
}

/** `ConveniencePro Tools!` → `ConveniencePro_Tools`; never empty. */
function modelName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '').slice(0, AI_PLUGIN_LIMITS.nameForModel);
  return cleaned.replace(/_+$/, '') || 'ctp';
}

function absolute(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) throw new TypeError(`not an absolute http(s) URL: "${url}"`);
  return parsed.href;
}
