import { defineTool, failure, success, withWarnings } from '@ctp/core';
import jschardet from 'jschardet';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { decodeText, ENCODINGS, type Encoding } from '../../_shared/legacy-encodings.js';
import definition from './definition.js';

const SAMPLE = 1_048_576;

/** jschardet's names → WHATWG labels (what TextDecoder and text-encoding-converter take). */
const LABELS: Record<string, string> = {
  'utf-8': 'utf-8', ascii: 'utf-8', 'utf-16le': 'utf-16le', 'utf-16be': 'utf-16be', 'utf-32le': 'utf-32le', 'utf-32be': 'utf-32be',
  shift_jis: 'shift_jis', cp932: 'shift_jis', 'euc-jp': 'euc-jp', 'iso-2022-jp': 'iso-2022-jp', gb2312: 'gbk', gb18030: 'gb18030', big5: 'big5',
  'euc-kr': 'euc-kr', cp949: 'euc-kr', 'iso-2022-kr': 'iso-2022-kr', 'euc-tw': 'euc-tw', 'windows-1250': 'windows-1250', 'windows-1251': 'windows-1251',
  'windows-1252': 'windows-1252', 'windows-1253': 'windows-1253', 'windows-1255': 'windows-1255', 'iso-8859-1': 'windows-1252', 'iso8859-15': 'iso-8859-15',
  'iso-8859-2': 'iso-8859-2', 'iso-8859-5': 'iso-8859-5', 'iso-8859-7': 'iso-8859-7', 'iso-8859-8': 'iso-8859-8', 'koi8-r': 'koi8-r', maccyrillic: 'x-mac-cyrillic',
  ibm866: 'ibm866', ibm855: 'ibm866', 'tis-620': 'windows-874',
};

function bomOf(b: Uint8Array): { name: string; encoding: string } | undefined {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return { name: 'UTF-8', encoding: 'utf-8' };
  if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return { name: 'UTF-32LE', encoding: 'utf-32le' };
  if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return { name: 'UTF-32BE', encoding: 'utf-32be' };
  if (b[0] === 0xff && b[1] === 0xfe) return { name: 'UTF-16LE', encoding: 'utf-16le' };
  if (b[0] === 0xfe && b[1] === 0xff) return { name: 'UTF-16BE', encoding: 'utf-16be' };
  return undefined;
}

function preview(bytes: Uint8Array, label: string): string {
  try {
    const text = (ENCODINGS as readonly string[]).includes(label) ? decodeText(bytes, label as Encoding, true) : { ok: true as const, text: new TextDecoder(label).decode(bytes) };
    return text.ok ? [...text.text].slice(0, 500).join('') : '';
  } catch {
    return '';
  }
}

export default defineTool(definition, (params) => {
  const source = bytesFrom(params.file, params.text, params.inputEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message);
  const bytes = source.bytes.subarray(0, SAMPLE);
  if (bytes.length === 0) return failure('INVALID_INPUT', 'The input holds no bytes to analyse.');
  const bom = bomOf(bytes);
  if (bom) {
    const label = bom.encoding;
    return success({ encoding: label, confidence: 1, language: null, candidates: [{ encoding: label, detectorName: `${bom.name} (BOM)`, confidence: 1 }], bom: bom.name, preview: preview(bytes.subarray(bom.name === 'UTF-8' ? 3 : bom.name.startsWith('UTF-32') ? 4 : 2), label) });
  }
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const all = jschardet.detectAll(binary) as { encoding: string | null; confidence: number; language?: string }[];
  // jschardet names no encoding (null) for bytes it takes for binary data: that is a finding, not a candidate
  const found = all.filter((c): c is { encoding: string; confidence: number; language?: string } => typeof c.encoding === 'string');
  const candidates = found.map((c) => ({ encoding: LABELS[c.encoding.toLowerCase()] ?? c.encoding.toLowerCase(), detectorName: c.encoding, confidence: Math.round(c.confidence * 10_000) / 10_000 }));
  const best = candidates[0];
  if (!best) {
    const none = success({ encoding: null, confidence: 0, language: null, candidates: [], bom: null, preview: '' });
    return all.length > 0 ? withWarnings(none, ['These bytes look like binary data, not text in any encoding.']) : none;
  }
  return success({ encoding: best.encoding, confidence: best.confidence, language: found[0]?.language || null, candidates, bom: null, preview: preview(bytes, best.encoding) });
});
