/**
 * What is this text? Detectors for every input kind (packages/core/src/kinds.ts), one small file
 * per family, ranked by confidence. Linear in the input: block detectors read the text (or a
 * bounded head of it) a fixed number of times, value detectors run only on short lines.
 * No dependencies beyond the platform: the web app's catalog and palette import this directly
 * (`@ctp/tools/detect`), and the identify-input tool maps the kinds to the tools that open them.
 */
import { DetectContext, MAX_TOKEN, type Detection, type Detector, type TokenDetector } from './types.js';
import { csv, json, markup, toml, yaml } from './data-formats.js';
import { css, graphql, javascript, markdown, sql } from './code-formats.js';
import { base32, base64, binary, hex, htmlEntities, jwt, morse, quotedPrintable, unicodeEscapes, urlEncoded } from './encodings.js';
import { hashDigest, objectId, semver, ulid, uuid } from './identifiers.js';
import { cron, isoDateTime, unixTimestamp } from './time.js';
import { curlCommand, domain, email, httpHeaders, ip, mac, queryString, url, userAgent } from './network.js';
import { color } from './color.js';
import { pem, sshPublicKey } from './keys.js';
import { creditCard, iban, number, phone } from './numbers.js';
import { jsonPath, regex } from './patterns.js';

export type { Detection } from './types.js';

/** Detectors that read the whole text (or a bounded head of it). */
const BLOCK: readonly Detector[] = [
  json, yaml, markup, csv, toml, markdown, sql, css, javascript, graphql,
  jwt, base64, base32, hex, binary, urlEncoded, htmlEntities, unicodeEscapes, morse, quotedPrintable,
  pem, sshPublicKey, httpHeaders, curlCommand,
];

/** Detectors of one short value: the whole text when it is one line, else each line of a list. */
const VALUE: readonly TokenDetector[] = [
  uuid, ulid, objectId, hashDigest, semver, unixTimestamp, isoDateTime, cron,
  ip, mac, email, url, queryString, domain, userAgent, color, creditCard, iban, phone, number, regex, jsonPath,
];

/** Lines of a list read to tell what its values are (one UUID, address, hash… per line). */
const MAX_LIST_LINES = 1000;

function valueDetections(value: string, ctx: DetectContext): Detection[] {
  const out: Detection[] = [];
  for (const detect of VALUE) {
    ctx.count(value.length);
    const found = detect(value, ctx);
    if (found) out.push(found);
  }
  return out;
}

/** Kinds every line of a list shares, each at its lowest confidence, labelled as a list. */
function listDetections(ctx: DetectContext): Detection[] {
  const all = ctx.lines();
  const lines: string[] = [];
  let total = 0;
  for (const line of all) {
    const t = line.trim();
    if (t === '') continue;
    total++;
    // a sample of the list decides (a million lines of addresses need not all be read)
    if (lines.length < MAX_LIST_LINES) lines.push(t);
  }
  if (lines.length < 2 || lines.some((l) => l.length > MAX_TOKEN)) return [];
  let common = new Map(valueDetections(lines[0]!, ctx).map((d) => [d.kind, d]));
  for (let i = 1; i < lines.length && common.size > 0; i++) {
    const next = new Map<Detection['kind'], Detection>();
    for (const d of valueDetections(lines[i]!, ctx)) {
      const before = common.get(d.kind);
      if (before) next.set(d.kind, before.confidence <= d.confidence ? before : d);
    }
    common = next;
  }
  return [...common.values()].map((d) => ({ kind: d.kind, confidence: Math.round(d.confidence * 0.95 * 1000) / 1000, label: `${d.label}, one per line`, detail: total > lines.length ? `${total} lines (the first ${lines.length} read)` : `${total} lines` }));
}

/** The detections with the work they took (characters examined): for the linearity tests. */
export function detectWithWork(text: string): { detections: Detection[]; work: number } {
  const ctx = new DetectContext(text);
  if (ctx.text === '') return { detections: [], work: text.length };
  const all: Detection[] = [];
  for (const detect of BLOCK) {
    const found = detect(ctx);
    if (Array.isArray(found)) all.push(...found);
    else if (found) all.push(found);
  }
  if (!ctx.multiline) {
    if (ctx.text.length <= MAX_TOKEN) all.push(...valueDetections(ctx.text, ctx));
  } else all.push(...listDetections(ctx));
  // one entry per kind (its best), most confident first
  const best = new Map<Detection['kind'], Detection>();
  for (const d of all) {
    d.confidence = Math.round(d.confidence * 1000) / 1000;
    if ((best.get(d.kind)?.confidence ?? -1) < d.confidence) best.set(d.kind, d);
  }
  const detections = [...best.values()].sort((a, b) => b.confidence - a.confidence || (a.kind < b.kind ? -1 : 1));
  return { detections, work: ctx.work + text.length };
}

/** What the text is, most likely first (empty when nothing fits). */
export function detectKinds(text: string): Detection[] {
  return detectWithWork(text).detections;
}
