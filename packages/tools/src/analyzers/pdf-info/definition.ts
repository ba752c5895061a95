import { defineDefinition } from '@ctp/core';
import { pdfParameter } from '../../_shared/pdf-tool.js';

export default defineDefinition({
  id: 'pdf-info',
  name: 'PDF Info (Pages, Size, Metadata)',
  description:
    'Inspect a PDF in the browser: page count, each page\'s size in points, millimetres and inches with the paper name (A4, Letter…) and rotation, the PDF version, title, author, subject, keywords, creator, producer, creation and modification dates, whether it has form fields, and whether it is encrypted. Files up to 50 MiB.',
  category: 'analyzers',
  tags: ['pdf', 'metadata', 'pages'],
  keywords: ['pdf info', 'pdf metadata', 'pdf page count', 'pdf page size', 'pdf properties', 'pdf author', 'pdf version', 'how many pages pdf', 'pdf dimensions', 'a4 or letter'],
  method: 'POST',
  cost: 'heavy', // parses a whole PDF: servers run every call in the worker pool
  parameters: [pdfParameter('file', 'PDF', 'The PDF (at most 50 MiB).', true)],
  outputDescription: 'Page count, page sizes, PDF version, document metadata, form fields and encryption.',
  outputSchema: {
    type: 'object',
    properties: {
      pageCount: { type: 'integer', minimum: 0 },
      version: { type: ['string', 'null'], description: 'From the %PDF-x.y header.' },
      encrypted: { type: 'boolean' },
      metadata: {
        type: 'object',
        properties: {
          title: { type: ['string', 'null'] },
          author: { type: ['string', 'null'] },
          subject: { type: ['string', 'null'] },
          keywords: { type: ['string', 'null'] },
          creator: { type: ['string', 'null'] },
          producer: { type: ['string', 'null'] },
          created: { type: ['string', 'null'], description: 'ISO 8601.' },
          modified: { type: ['string', 'null'], description: 'ISO 8601.' },
        },
        required: ['title', 'author', 'subject', 'keywords', 'creator', 'producer', 'created', 'modified'],
        additionalProperties: false,
      },
      formFields: { type: 'integer', minimum: 0, description: 'Number of interactive form fields (AcroForm).' },
      pages: {
        type: 'array',
        description: 'Each page (the first 1000).',
        items: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1 },
            widthPt: { type: 'number' },
            heightPt: { type: 'number' },
            widthMm: { type: 'number' },
            heightMm: { type: 'number' },
            paper: { type: ['string', 'null'], description: 'The standard size it matches (±2 mm), e.g. A4 portrait.' },
            rotation: { type: 'integer', description: 'Degrees: 0, 90, 180 or 270.' },
          },
          required: ['page', 'widthPt', 'heightPt', 'widthMm', 'heightMm', 'paper', 'rotation'],
          additionalProperties: false,
        },
      },
      fileSize: { type: 'integer', minimum: 0 },
    },
    required: ['pageCount', 'version', 'encrypted', 'metadata', 'formFields', 'pages', 'fileSize'],
    additionalProperties: false,
  },
  primaryOutput: 'pageCount',
  example: { input: { file: 'data:application/pdf;base64,JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDI1NAo+PgpzdHJlYW0KeJyFUU1LxDAQvedXzFFPmbaxaZdS0H5cRFgWT8oewjYsBdlI2oL+e1+a6uJBTHhMkvdmJnlJiCklpSgjXRBCzlRVQj5/vluSe3O2k5CP4zDRK1imAx2FbNxymSkRdS2u2sbM5s2dRUyiJIi/FXvvhuVkPVV91/fMuqiFfHJDa2ZLN+0uKTVzgrmOl1u08NbM7pqA41wBOXPaIjZACaTYg0sLrAGtNuBMZ8zZPbg+ItcxJ/Cr9m7L7xChzYOmjVpVxP1P39CrizXS/+5T1tv9R3f584W/vAuWBeO8Db6uzsmDndziT7ASujr4ZYfRPLgP/ARjotSKYyC/AIP9at0KZW5kc3RyZWFtCmVuZG9iagoKNiAwIG9iago8PAovU2l6ZSA3Ci9Sb290IDIgMCBSCi9JbmZvIDMgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggMzQKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgNyBdCj4+CnN0cmVhbQp4nBXEMQ4AIAgEsB7G3cf6fwgdiu5y2bLVduKRfAZDdwKoCmVuZHN0cmVhbQplbmRvYmoKCnN0YXJ0eHJlZgozNzIKJSVFT0Y=' }, output: {"pageCount": 1, "version": "1.7", "encrypted": false, "metadata": {"title": null, "author": null, "subject": null, "keywords": null, "creator": "pdf-lib (https://github.com/Hopding/pdf-lib)", "producer": "x", "created": "1970-01-01T00:00:00.000Z", "modified": "1970-01-01T00:00:00.000Z"}, "formFields": 0, "pages": [{"page": 1, "widthPt": 100, "heightPt": 100, "widthMm": 35.3, "heightMm": 35.3, "paper": null, "rotation": 0}], "fileSize": 569}, description: 'A one-page PDF made by pdf-lib.' },
  relatedTools: ['pdf-text-extractor', 'pdf-splitter', 'file-type-detector'],
});
