/** Source text: Markdown, SQL, CSS, JavaScript, GraphQL (told apart by their first statements and tell-tale lines). */
import { detection, type Detection, type Detector } from './types.js';

/** How much of the text the code detectors read: a language shows itself early. */
const HEAD = 8192;

const MARKDOWN_FEATURES: Array<[string, RegExp]> = [
  ['headings', /^#{1,6} \S/m],
  ['lists', /^\s{0,3}(?:[-*+]|\d{1,3}\.) \S/m],
  ['code fences', /^ {0,3}(?:```|~~~)/m],
  ['links', /\[[^\]\n]{1,200}\]\([^)\s]{1,500}\)/],
  ['emphasis', /(?:\*\*|__)[^*_\n]{1,200}(?:\*\*|__)/],
  ['quotes', /^> \S/m],
  ['tables', /^\|[^\n]{1,500}\|\s*\n\|?\s*:?-{3,}/m],
];

export const markdown: Detector = (ctx) => {
  const head = ctx.text.slice(0, HEAD);
  if (head[0] === '{' || head[0] === '[' || head[0] === '<') return undefined;
  ctx.count(head.length * MARKDOWN_FEATURES.length);
  const found = MARKDOWN_FEATURES.filter(([, re]) => re.test(head)).map(([name]) => name);
  if (found.length === 0) return undefined;
  const confidence = found.length >= 3 ? 0.8 : found.length === 2 ? 0.65 : found[0] === 'headings' || found[0] === 'code fences' ? 0.5 : 0.3;
  return detection('markdown', confidence, 'Markdown', found.join(', '));
};

const SQL_START = /^(?:--[^\n]*\n\s*)*(?:select\s|insert\s+into\s|update\s+\S+\s+set\s|delete\s+from\s|create\s+(?:or\s+replace\s+)?(?:temporary\s+)?(?:table|index|unique|view|database|schema|function|procedure|trigger|sequence)\s|alter\s+table\s|drop\s+(?:table|index|view|database|schema)\s|with\s+(?:recursive\s+)?\w+\s+as\s*\(|merge\s+into\s|truncate\s+table\s|explain\s|grant\s|revoke\s)/i;

export const sql: Detector = (ctx) => {
  const head = ctx.text.slice(0, HEAD);
  ctx.count(head.length);
  if (!SQL_START.test(head)) return undefined;
  const select = /^select\s/i.test(head.replace(/^(?:--[^\n]*\n\s*)*/, ''));
  return detection('sql', select && !/\sfrom\s/i.test(head) ? 0.6 : 0.9, 'SQL');
};

export const css: Detector = (ctx) => {
  const head = ctx.text.slice(0, HEAD);
  ctx.count(head.length * 2);
  if (/^@(?:media|import|font-face|keyframes|charset|supports|layer|tailwind)\b/.test(head)) return detection('css', 0.9, 'CSS');
  if (!/^[^{};]{1,500}\{\s*(?:--)?[a-z-]{1,60}\s*:\s*[^;{}]{1,500}(?:;|\})/i.test(head)) return undefined;
  // selectors, not object literals or code blocks
  if (/^(?:function|const|let|var|if|for|while|class|export|import)\b|=>|=\s*\{/.test(head)) return undefined;
  return detection('css', ctx.text.endsWith('}') ? 0.8 : 0.6, 'CSS');
};

const JS_SIGNALS = [/\bfunction\s*[\w$]*\s*\(/, /\b(?:const|let|var)\s+[\w$[{]/, /=>/, /\bimport\s[^;\n]{0,200}\bfrom\s*['"]/, /\bexport\s+(?:default|const|function|class)\b/, /\bconsole\.\w+\(/, /\b(?:document|window)\.\w+/, /\brequire\(['"]/, /\breturn\b/, /;\s*$/m];

export const javascript: Detector = (ctx) => {
  const head = ctx.text.slice(0, HEAD);
  if (head[0] === '{' && /^\{\s*"/.test(head)) return undefined; // JSON
  ctx.count(head.length * JS_SIGNALS.length);
  const signals = JS_SIGNALS.filter((re) => re.test(head)).length;
  if (signals < 2) return undefined;
  return detection('javascript', signals >= 4 ? 0.8 : 0.6, 'JavaScript', `${signals} JavaScript signs`);
};

export const graphql: Detector = (ctx) => {
  const head = ctx.text.slice(0, HEAD);
  ctx.count(head.length);
  const out: Detection[] = [];
  if (/^(?:(?:query|mutation|subscription)\s*(?:[A-Za-z_]\w*\s*)?[({@]|fragment\s+\w+\s+on\s+\w)/.test(head)) out.push(detection('graphql', 0.92, 'GraphQL operation'));
  else if (/^(?:type|input|enum|interface|union|scalar|schema|extend|directive)\s+[@\w][^\n]{0,200}/.test(head) && /\{|=|@/.test(head)) out.push(detection('graphql', 0.75, 'GraphQL schema'));
  // a bare selection set: { user(id: 1) { name } } is not JSON (no quotes, no colons between keys and values)
  else if (/^\{\s*[A-Za-z_]\w*\s*(?:\([^)]{0,500}\))?\s*[{\s]/.test(head) && !head.includes('"') && ctx.text.endsWith('}')) out.push(detection('graphql', 0.6, 'GraphQL query'));
  return out;
};
