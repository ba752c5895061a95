/** Structured data: JSON (and JSON lines), YAML, XML, HTML, CSV/TSV, TOML. */
import { detection, type Detection, type DetectContext, type Detector } from './types.js';

/** Lines looked at by the line-based detectors (a sample is enough to tell a format). */
const SAMPLE_LINES = 200;

function sample(ctx: DetectContext): string[] {
  return ctx.lines().slice(0, SAMPLE_LINES).filter((l) => l.trim() !== '');
}

export const json: Detector = (ctx) => {
  const text = ctx.text;
  const first = text[0];
  if (first !== '{' && first !== '[') return undefined;
  ctx.count(text.length);
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return detection('json', 0.95, 'JSON array', `${value.length} item${value.length === 1 ? '' : 's'}`);
    const keys = Object.keys(value as object).length;
    return detection('json', 0.98, 'JSON object', `${keys} key${keys === 1 ? '' : 's'}`);
  } catch (error) {
    // one JSON value per line (NDJSON, logs)
    if (ctx.multiline) {
      const lines = sample(ctx);
      if (lines.length >= 2 && lines.every((l) => isJsonLine(l))) return detection('json', 0.85, 'JSON lines', `${ctx.lines().length} lines`);
    }
    // broken JSON is still JSON to fix: the formatter and validator say where it breaks
    const last = text.at(-1);
    const closes = (first === '{' && last === '}') || (first === '[' && last === ']');
    const opens = first === '{' ? /^\{\s*(?:"|\})/.test(text) : /^\[\s*(?:"|[{[\]]|-?\d|true|false|null)/.test(text);
    if (opens) return detection('json', closes ? 0.6 : 0.5, 'JSON (invalid)', (error as Error).message);
    return undefined;
  }
};

function isJsonLine(line: string): boolean {
  const t = line.trim();
  if (t[0] !== '{' && t[0] !== '[') return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

const YAML_KEY = /^\s*(?:- +)?(?:"[^"]{0,200}"|'[^']{0,200}'|[\w$@./-][\w $@./-]{0,200}?):(?:\s|$)/;
const YAML_ITEM = /^\s*- +\S/;

export const yaml: Detector = (ctx) => {
  const text = ctx.text;
  if (text[0] === '{' || text[0] === '[' || text[0] === '<') return undefined;
  const lines = sample(ctx).filter((l) => !/^\s*#/.test(l));
  if (lines.length === 0) return undefined;
  const documentStart = /^---(?:\s|$)/.test(lines[0]!);
  let matching = 0;
  let keys = 0;
  for (const line of lines) {
    ctx.count(Math.min(line.length, 300));
    if (/^(?:---|\.\.\.)(?:\s|$)/.test(line)) matching++;
    else if (YAML_KEY.test(line.slice(0, 300))) {
      matching++;
      keys++;
    } else if (YAML_ITEM.test(line.slice(0, 300)) || /^\s+\S/.test(line)) matching++;
  }
  const share = matching / lines.length;
  if (share < 0.8 || (keys === 0 && !documentStart)) return undefined;
  if (lines.length === 1) return detection('yaml', 0.3, 'YAML (one key)');
  return detection('yaml', documentStart ? 0.85 : share === 1 ? 0.75 : 0.6, 'YAML', `${keys} key${keys === 1 ? '' : 's'}`);
};

const HTML_TAGS = new Set(
  'html head body div span p a ul ol li table thead tbody tr td th form input button label select option textarea img br hr h1 h2 h3 h4 h5 h6 nav header footer main section article aside figure figcaption script style link meta title pre code blockquote em strong b i small iframe video audio canvas svg template dialog details summary'.split(
    ' ',
  ),
);

export const markup: Detector = (ctx) => {
  const text = ctx.text;
  const head = text.slice(0, 512);
  if (/^<!doctype html/i.test(head)) return detection('html', 0.98, 'HTML document');
  if (/^<\?xml[\s?]/.test(head)) {
    const root = /<([A-Za-z_][\w.:-]{0,100})[\s>/]/.exec(text.slice(5, 4096).replace(/<!--[\s\S]*?-->|<![^>]*>|<\?[\s\S]*?\?>/g, ''))?.[1];
    return detection('xml', 0.97, root?.toLowerCase() === 'svg' ? 'SVG (XML)' : 'XML document', root ? `root <${root}>` : undefined);
  }
  if (text[0] === '<' && text.at(-1) === '>') {
    const root = /^<([A-Za-z_][\w.:-]{0,100})[\s>/]/.exec(head)?.[1];
    if (!root) return undefined;
    const closed = text.endsWith('/>') || text.endsWith(`</${root}>`);
    const lower = root.toLowerCase();
    if (lower === 'html') return detection('html', 0.95, 'HTML document');
    if (lower === 'svg') return [detection('xml', 0.9, 'SVG image'), detection('html', 0.4, 'SVG markup')];
    if (HTML_TAGS.has(lower)) return detection('html', closed ? 0.85 : 0.7, 'HTML fragment', `<${lower}> element`);
    return detection('xml', closed ? 0.88 : 0.6, 'XML', `root <${root}>`);
  }
  // text with HTML tags in it
  ctx.count(Math.min(text.length, 100_000));
  const tags = text.slice(0, 100_000).match(/<\/?(?:p|div|span|a|br|b|i|em|strong|ul|li|h[1-6]|img|table|td|tr)(?:\s[^<>]{0,200})?\/?>/gi)?.length ?? 0;
  if (tags >= 2) return detection('html', 0.55, 'Text with HTML tags', `${tags} tags`);
  return undefined;
};

/** Delimiter occurrences in a line outside double quotes. */
function fieldsOn(line: string, delimiter: string): number {
  let n = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) n++;
  }
  return n;
}

export const csv: Detector = (ctx) => {
  if (!ctx.multiline) return undefined;
  const lines = sample(ctx).slice(0, 50);
  if (lines.length < 2) return undefined;
  const out: Detection[] = [];
  for (const delimiter of [',', '\t', ';', '|']) {
    let count = -1;
    let consistent = true;
    for (const line of lines) {
      ctx.count(line.length);
      const n = fieldsOn(line, delimiter);
      if (count === -1) count = n;
      else if (n !== count) {
        consistent = false;
        break;
      }
    }
    if (!consistent || count < 1) continue;
    // a markdown table is not CSV
    if (delimiter === '|' && lines.every((l) => l.trim().startsWith('|'))) continue;
    const confidence = count >= 2 || lines.length >= 3 ? 0.8 : 0.5;
    const name = delimiter === '\t' ? 'TSV' : delimiter === ',' ? 'CSV' : `CSV (“${delimiter}” separated)`;
    out.push(detection('csv', confidence, name, `${count + 1} columns`));
  }
  return out.sort((a, b) => b.confidence - a.confidence)[0];
};

const TOML_VALUE = /^(?:"(?:[^"\\]|\\.){0,10000}"|'[^']{0,10000}'|"""|'''|[+-]?(?:\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?|0x[0-9a-fA-F_]+|inf|nan)|true|false|\d{4}-\d{2}-\d{2}[T\d:.Z+-]*|\d{2}:\d{2}:\d{2}|\[|\{)/;

export const toml: Detector = (ctx) => {
  const lines = sample(ctx).filter((l) => !/^\s*#/.test(l));
  if (lines.length < 2) return undefined;
  let tables = 0;
  let pairs = 0;
  for (const line of lines) {
    ctx.count(line.length);
    const t = line.trim();
    if (/^\[\[?[\w."' -]{1,200}\]\]?$/.test(t)) tables++;
    else {
      const m = /^([\w."'-]{1,200})\s*=\s*(.*)$/.exec(t);
      if (m && TOML_VALUE.test(m[2]!)) pairs++;
      else if (!/^[\]}\s"',\w-]/.test(t)) return undefined; // continuation lines of arrays are allowed
    }
  }
  if (pairs === 0 || (tables + pairs) / lines.length < 0.6) return undefined;
  return detection('toml', tables > 0 ? 0.85 : 0.55, 'TOML', `${pairs} key${pairs === 1 ? '' : 's'}${tables ? `, ${tables} table${tables === 1 ? '' : 's'}` : ''}`);
};
