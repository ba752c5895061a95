import { bytesToHex, defineTool, failure, parseFileValue, success } from '@ctp/core';
import exifr from 'exifr';
import definition from './definition.js';

type Groups = Record<string, Record<string, unknown> | undefined>;

function show(value: unknown): string {
  if (value instanceof Uint8Array) return value.length > 64 ? `${value.length} bytes` : bytesToHex(value);
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export default defineTool(definition, async (params) => {
  const file = parseFileValue(params.image);
  if ('error' in file) return failure('INVALID_INPUT', `The image ${file.error}.`);
  const bytes = file.bytes();
  let groups: Groups | undefined;
  try {
    groups = (await exifr.parse(bytes, { tiff: true, exif: true, gps: true, interop: true, ifd1: true, iptc: true, xmp: true, jfif: true, ihdr: true, icc: false, mergeOutput: false, translateValues: true, reviveValues: false, sanitize: true })) as Groups | undefined;
  } catch (error) {
    const message = (error as Error).message;
    if (/Unknown file format/i.test(message)) return failure('INVALID_INPUT', 'This file is not a JPEG, PNG, HEIC, AVIF, TIFF or WebP image, so it has no EXIF to read.');
    return failure('INVALID_INPUT', `The metadata cannot be read: ${message}.`);
  }
  const tags: { group: string; tag: string; value: string }[] = [];
  for (const [group, values] of Object.entries(groups ?? {})) {
    if (!values || typeof values !== 'object') continue;
    for (const [tag, value] of Object.entries(values)) {
      if (group === 'gps' && (tag === 'latitude' || tag === 'longitude')) continue;
      tags.push({ group, tag, value: show(value) });
    }
  }
  const ifd0 = groups?.ifd0 ?? {};
  const exif = groups?.exif ?? {};
  const g = groups?.gps ?? {};
  const exposure = num(exif.ExposureTime);
  const summary = {
    make: str(ifd0.Make),
    model: str(ifd0.Model),
    lens: str(exif.LensModel) ?? str(exif.LensMake),
    dateTaken: str(exif.DateTimeOriginal) ?? str(exif.CreateDate) ?? str(ifd0.ModifyDate),
    exposureTime: exposure === null ? null : exposure >= 1 ? `${exposure} s` : `1/${Math.round(1 / exposure)} s`,
    fNumber: num(exif.FNumber),
    iso: num(exif.ISO),
    focalLength: num(exif.FocalLength) === null ? null : `${num(exif.FocalLength)} mm`,
    orientation: str(ifd0.Orientation),
    software: str(ifd0.Software),
  };
  const lat = num(g.latitude);
  const lon = num(g.longitude);
  const altitude = num(g.GPSAltitude);
  const gps =
    lat !== null && lon !== null
      ? { latitude: lat, longitude: lon, altitude: altitude === null ? null : g.GPSAltitudeRef === 1 || g.GPSAltitudeRef === 'Below Sea Level' ? -altitude : altitude, mapUrl: `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lon.toFixed(6)}#map=16/${lat.toFixed(6)}/${lon.toFixed(6)}` }
      : null;
  return success({ summary, gps, tags, tagCount: tags.length });
});
