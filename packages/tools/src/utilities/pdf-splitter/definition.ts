import { defineDefinition } from '@ctp/core';
import { pdfParameter } from '../../_shared/pdf-tool.js';

export default defineDefinition({
  id: 'pdf-splitter',
  name: 'PDF Splitter / Page Extractor',
  description:
    'Split a PDF in the browser without uploading it: extract chosen pages ("1-3, 5, 8-") into one new PDF, split it into one PDF per range or per page (delivered together as a .zip), or drop pages. Pages keep their content, size and rotation. Encrypted PDFs must be unlocked first. Files up to 50 MiB, 5000 pages.',
  category: 'utilities',
  tags: ['pdf', 'split', 'extract'],
  keywords: ['split pdf', 'extract pdf pages', 'pdf splitter', 'separate pdf pages', 'remove pages from pdf', 'delete pdf page', 'burst pdf', 'pdf page range'],
  method: 'POST',
  cost: 'heavy', // parses and writes PDFs: servers run every call in the worker pool
  parameters: [
    pdfParameter('file', 'PDF', 'The PDF to split (at most 50 MiB).', true),
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'What to make from the page ranges.',
      required: false,
      defaultValue: 'extract',
      options: [
        { value: 'extract', label: 'Extract the pages into one PDF' },
        { value: 'ranges', label: 'One PDF per range (zip)' },
        { value: 'each', label: 'One PDF per page (zip)' },
        { value: 'remove', label: 'Remove the pages' },
      ],
    },
    {
      name: 'pages',
      type: 'text',
      label: 'Pages',
      description: 'Pages and ranges, 1-based: "1-3, 5, 8-" ("8-" runs to the end). "each" ignores it when empty.',
      required: false,
      placeholder: '1-3, 5, 8-',
      validation: { maxLength: 2000 },
    },
  ],
  outputDescription: 'The resulting PDF, or a zip of PDFs, with what each part holds.',
  outputSchema: {
    type: 'object',
    properties: {
      file: { type: 'string', contentEncoding: 'base64', description: 'The PDF (extract, remove) or a .zip of PDFs (ranges, each).' },
      mediaType: { type: 'string', enum: ['application/pdf', 'application/zip'] },
      extension: { type: 'string', enum: ['pdf', 'zip'] },
      size: { type: 'integer', minimum: 0 },
      sourcePages: { type: 'integer', minimum: 1, description: 'Pages in the input PDF.' },
      parts: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, pages: { type: 'string' }, pageCount: { type: 'integer', minimum: 1 } },
          required: ['name', 'pages', 'pageCount'],
          additionalProperties: false,
        },
      },
    },
    required: ['file', 'mediaType', 'extension', 'size', 'sourcePages', 'parts'],
    additionalProperties: false,
  },
  primaryOutput: 'file',
  display: { file: { as: 'file', mediaTypeField: 'mediaType', extensionField: 'extension' } },
  example: { input: { file: 'data:application/pdf;base64,JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDI1NAo+PgpzdHJlYW0KeJyFUU1LxDAQvedXzFFPmbaxaZdS0H5cRFgWT8oewjYsBdlI2oL+e1+a6uJBTHhMkvdmJnlJiCklpSgjXRBCzlRVQj5/vluSe3O2k5CP4zDRK1imAx2FbNxymSkRdS2u2sbM5s2dRUyiJIi/FXvvhuVkPVV91/fMuqiFfHJDa2ZLN+0uKTVzgrmOl1u08NbM7pqA41wBOXPaIjZACaTYg0sLrAGtNuBMZ8zZPbg+ItcxJ/Cr9m7L7xChzYOmjVpVxP1P39CrizXS/+5T1tv9R3f584W/vAuWBeO8Db6uzsmDndziT7ASujr4ZYfRPLgP/ARjotSKYyC/AIP9at0KZW5kc3RyZWFtCmVuZG9iagoKNiAwIG9iago8PAovU2l6ZSA3Ci9Sb290IDIgMCBSCi9JbmZvIDMgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggMzQKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgNyBdCj4+CnN0cmVhbQp4nBXEMQ4AIAgEsB7G3cf6fwgdiu5y2bLVduKRfAZDdwKoCmVuZHN0cmVhbQplbmRvYmoKCnN0YXJ0eHJlZgozNzIKJSVFT0Y=', pages: '1' }, output: {"file": "JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDI2Mgo+PgpzdHJlYW0KeJyFUU1rwzAMvftX6LidrCSu45YQ6PJxGYNSdtrowTSmBEo9nATWfz8pTjt22GbzSGy9Zz1JCSCkoBRkkBtQoNBAUQj5ev1wIHf25AYhn/tugHeKIuzhIGTlp8sIiShL8c2t7GjP/iSiCBIm3xi74Lvp6AIUbdO2iDpDzBUBEVOGif+a7rSmc03firAmECFdl0K++K62o4OHesMaTGjP6+2RLAVnR39P8OdjS0JtFhOLkZxMZVuKtRE6jxqOz9zVom9iAZo5deQqE8/3vJyriW+k//nh4mb/vb/8WuGPXnOLhdy7wU/hSM2mSMkdcl1vn/wnzQppk3jGgWcSHI/sNpQvfWt0SAplbmRzdHJlYW0KZW5kb2JqCgo2IDAgb2JqCjw8Ci9TaXplIDcKL1Jvb3QgMiAwIFIKL0luZm8gMyAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzNAovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA3IF0KPj4Kc3RyZWFtCnicFcQxDgAgCASwHsbdB/t3CB2K7nLZstV24pF8BkOPArAKZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjM4MAolJUVPRg==", "mediaType": "application/pdf", "extension": "pdf", "size": 577, "sourcePages": 1, "parts": [{"name": "pages.pdf", "pages": "1", "pageCount": 1}]}, description: 'Extract page 1 of a one-page PDF.' },
  relatedTools: ['pdf-merger', 'pdf-info', 'pdf-text-extractor'],
});
