import { defineTool, failure, success } from '@ctp/core';
import { parseJsonText } from '../../_shared/json-text.js';
import { sanitizeHar } from './sanitize.js';
import definition from './definition.js';

const MAX_ERRORS = 100;
const PHASES = ['blocked', 'dns', 'connect', 'ssl', 'send', 'wait', 'receive'] as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const positive = (v: unknown) => Math.max(0, Math.round(num(v) ?? 0));

/** Checks the HAR fields this tool reads; returns the first problem with its JSON path. */
function validate(root: unknown): string | undefined {
  const type = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`);
  if (!isObject(root)) return `$ must be an object with a "log" property (a HAR file), got ${type(root)}`;
  const log = root.log;
  if (!isObject(log)) return `$.log must be an object, got ${log === undefined ? 'nothing' : type(log)}: a HAR file is {"log": {"entries": [...]}}`;
  if (!Array.isArray(log.entries)) return `$.log.entries must be an array, got ${log.entries === undefined ? 'nothing' : type(log.entries)}`;
  if (log.pages !== undefined && !Array.isArray(log.pages)) return `$.log.pages must be an array, got ${type(log.pages)}`;
  for (let i = 0; i < log.entries.length; i++) {
    const e = log.entries[i];
    const at = `$.log.entries[${i}]`;
    if (!isObject(e)) return `${at} must be an object, got ${type(e)}`;
    if (typeof e.startedDateTime !== 'string' || Number.isNaN(Date.parse(e.startedDateTime))) return `${at}.startedDateTime must be an ISO 8601 date string`;
    if (num(e.time) === undefined) return `${at}.time must be a number (milliseconds), got ${type(e.time)}`;
    const req = e.request;
    if (!isObject(req)) return `${at}.request must be an object, got ${type(req)}`;
    if (typeof req.method !== 'string') return `${at}.request.method must be a string, got ${type(req.method)}`;
    if (typeof req.url !== 'string') return `${at}.request.url must be a string, got ${type(req.url)}`;
    const res = e.response;
    if (!isObject(res)) return `${at}.response must be an object, got ${type(res)}`;
    if (!Number.isInteger(res.status)) return `${at}.response.status must be an integer, got ${type(res.status)}`;
    for (const [name, part] of [['request', req], ['response', res]] as const)
      for (const list of ['headers', 'cookies'])
        if (part[list] !== undefined && !Array.isArray(part[list])) return `${at}.${name}.${list} must be an array, got ${type(part[list])}`;
    if (res.content !== undefined && !isObject(res.content)) return `${at}.response.content must be an object, got ${type(res.content)}`;
    if (e.timings !== undefined && !isObject(e.timings)) return `${at}.timings must be an object, got ${type(e.timings)}`;
  }
  return undefined;
}

function tally<T extends { count: number; bytes: number }>(map: Map<string, T>, key: string, make: () => T, bytes: number): T {
  let row = map.get(key);
  if (!row) map.set(key, (row = make()));
  row.count++;
  row.bytes += bytes;
  return row;
}

export default defineTool(definition, (params) => {
  const text = params.har;
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    const parsed = parseJsonText(text); // only for the position of the error
    return failure('INVALID_INPUT', parsed.ok ? 'Invalid JSON' : `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  }
  const problem = validate(root);
  if (problem) return failure('INVALID_INPUT', `Not a valid HAR: ${problem}`);
  const log = (root as Json).log as Json;
  const entries = log.entries as Json[];

  const byStatusClass = { '1xx': 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, failed: 0 };
  const mimes = new Map<string, { mimeType: string; count: number; bytes: number }>();
  const domains = new Map<string, { domain: string; count: number; bytes: number; time: number }>();
  const errors: Array<{ index: number; method: string; url: string; status: number; statusText: string }> = [];
  let errorCount = 0;
  let totalTransferSize = 0;
  let totalBodySize = 0;
  let totalContentSize = 0;
  let first = Infinity;
  let last = -Infinity;
  entries.forEach((e, index) => {
    const req = e.request as Json;
    const res = e.response as Json;
    const content = (res.content ?? {}) as Json;
    const status = res.status as number;
    const transfer = num(res._transferSize) !== undefined && (res._transferSize as number) >= 0 ? Math.round(res._transferSize as number) : positive(res.headersSize) + positive(res.bodySize);
    totalTransferSize += transfer;
    totalBodySize += positive(res.bodySize);
    totalContentSize += positive(content.size);
    const start = Date.parse(e.startedDateTime as string);
    first = Math.min(first, start);
    last = Math.max(last, start + (e.time as number));
    const failed = status === 0 || typeof res._error === 'string';
    if (failed) byStatusClass.failed++;
    else if (status >= 100 && status < 600) byStatusClass[`${Math.floor(status / 100)}xx` as '2xx']++;
    if (failed || status >= 400) {
      errorCount++;
      if (errors.length < MAX_ERRORS)
        errors.push({ index, method: req.method as string, url: req.url as string, status, statusText: typeof res._error === 'string' && !res.statusText ? res._error : String(res.statusText ?? '') });
    }
    const mime = String(content.mimeType ?? '').split(';')[0]!.trim().toLowerCase() || '(none)';
    tally(mimes, mime, () => ({ mimeType: mime, count: 0, bytes: 0 }), transfer);
    let host: string;
    try {
      host = new URL(req.url as string).hostname || '(none)';
    } catch {
      host = '(invalid URL)';
    }
    tally(domains, host, () => ({ domain: host, count: 0, bytes: 0, time: 0 }), transfer).time += e.time as number;
  });

  const byCount = <T extends { count: number; bytes: number }>(a: T, b: T) => b.count - a.count || b.bytes - a.bytes;
  const slowest = entries
    .map((e, index) => ({ e, index }))
    .sort((a, b) => (b.e.time as number) - (a.e.time as number) || a.index - b.index)
    .slice(0, params.slowest)
    .map(({ e, index }) => {
      const timings = (e.timings ?? {}) as Json;
      const phases = Object.fromEntries(PHASES.map((p) => [p, num(timings[p]) !== undefined && (timings[p] as number) >= 0 ? (timings[p] as number) : null]));
      const req = e.request as Json;
      return { index, method: req.method as string, url: req.url as string, status: (e.response as Json).status as number, time: e.time as number, timings: phases };
    });

  const data: Record<string, unknown> = {
    entryCount: entries.length,
    pageCount: Array.isArray(log.pages) ? log.pages.length : 0,
    totalTime: entries.length ? Math.max(0, last - first) : 0,
    totalTransferSize,
    totalBodySize,
    totalContentSize,
    byStatusClass,
    byMimeType: [...mimes.values()].sort(byCount),
    byDomain: [...domains.values()].sort(byCount),
    slowest,
    errors,
    errorCount,
  };
  if (params.sanitize) {
    const redactions = sanitizeHar(root as Json);
    data.sanitized = JSON.stringify(root, null, 2);
    data.redactions = redactions;
  }
  return success(data);
});
