import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'exif-reader',
  name: 'EXIF / Photo Metadata Viewer',
  description:
    'Read the metadata hidden in a photo, in the browser without uploading it: camera make and model, lens, date taken, exposure, aperture, ISO, focal length, orientation, software, GPS position (with a map link), and every EXIF, TIFF, GPS, IPTC, XMP and JFIF tag, from JPEG, PNG, HEIC/AVIF, TIFF and WebP files (exifr). Files up to 50 MiB.',
  category: 'analyzers',
  tags: ['exif', 'image', 'metadata', 'gps', 'privacy'],
  keywords: ['exif viewer', 'exif reader', 'photo metadata', 'image metadata', 'gps location photo', 'camera info', 'date taken', 'xmp', 'iptc', 'exif data', 'where was this photo taken'],
  method: 'POST',
  parameters: [
    { name: 'image', type: 'file', label: 'Photo', description: 'The image file (JPEG, PNG, HEIC, AVIF, TIFF, WebP), at most 50 MiB.', required: true, validation: { maxSize: 52_428_800 } },
  ],
  outputDescription: 'A summary (camera, date, exposure, GPS), the GPS position with a map link, and every tag by group.',
  outputSchema: {
    type: 'object',
    properties: {
      summary: {
        type: 'object',
        description: 'The facts people look for, null when absent.',
        properties: {
          make: { type: ['string', 'null'] },
          model: { type: ['string', 'null'] },
          lens: { type: ['string', 'null'] },
          dateTaken: { type: ['string', 'null'], description: 'As recorded (EXIF dates carry no time zone).' },
          exposureTime: { type: ['string', 'null'], description: 'e.g. 1/250 s.' },
          fNumber: { type: ['number', 'null'] },
          iso: { type: ['number', 'null'] },
          focalLength: { type: ['string', 'null'] },
          orientation: { type: ['string', 'null'] },
          software: { type: ['string', 'null'] },
        },
        required: ['make', 'model', 'lens', 'dateTaken', 'exposureTime', 'fNumber', 'iso', 'focalLength', 'orientation', 'software'],
        additionalProperties: false,
      },
      gps: {
        type: ['object', 'null'],
        description: 'The position the photo records, or null.',
        properties: {
          latitude: { type: 'number' },
          longitude: { type: 'number' },
          altitude: { type: ['number', 'null'], description: 'Metres above sea level.' },
          mapUrl: { type: 'string', description: 'An OpenStreetMap link to the position.' },
        },
        required: ['latitude', 'longitude', 'altitude', 'mapUrl'],
        additionalProperties: false,
      },
      tags: {
        type: 'array',
        description: 'Every tag found.',
        items: {
          type: 'object',
          properties: { group: { type: 'string' }, tag: { type: 'string' }, value: { type: 'string' } },
          required: ['group', 'tag', 'value'],
          additionalProperties: false,
        },
      },
      tagCount: { type: 'integer', minimum: 0 },
    },
    required: ['summary', 'gps', 'tags', 'tagCount'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { image: 'data:image/jpeg;base64,/9j/4QBBRXhpZgAATU0AKgAAAAgAAgEPAAIAAAAGAAAAJgEQAAIAAAANAAAALAAAAABDYW5vbgBDYW5vbiBFT1MgUjUA/9k=' },
    output: {
      summary: { make: 'Canon', model: 'Canon EOS R5', lens: null, dateTaken: null, exposureTime: null, fNumber: null, iso: null, focalLength: null, orientation: null, software: null },
      gps: null,
      tags: [
        { group: 'ifd0', tag: 'Make', value: 'Canon' },
        { group: 'ifd0', tag: 'Model', value: 'Canon EOS R5' },
      ],
      tagCount: 2,
    },
    description: 'A minimal JPEG holding only the camera make and model.',
  },
  relatedTools: ['exif-remover', 'image-info', 'geo-distance-calculator'],
  aiInstructions: 'Use exif-remover to strip the metadata (GPS included) before sharing a photo.',
});
