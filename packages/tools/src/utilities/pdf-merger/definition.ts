import { defineDefinition } from '@ctp/core';
import { pdfParameter } from '../../_shared/pdf-tool.js';

export default defineDefinition({
  id: 'pdf-merger',
  name: 'PDF Merger',
  description:
    'Combine up to six PDF files into one, in the browser without uploading them, in the order given; optionally only some pages of each ("1-3, 5"). Pages keep their size, rotation, text, images, links and form fields; bookmarks of the sources are not carried over. Encrypted PDFs must be unlocked first. Each file up to 50 MiB.',
  category: 'utilities',
  tags: ['pdf', 'merge', 'combine'],
  keywords: ['merge pdf', 'combine pdf', 'join pdf', 'pdf merger', 'append pdf', 'concatenate pdf', 'pdf joiner', 'merge pdf offline'],
  method: 'POST',
  cost: 'heavy', // parses and writes PDFs: servers run every call in the worker pool
  parameters: [
    pdfParameter('file1', 'PDF 1', 'The first PDF.', true),
    pdfParameter('file2', 'PDF 2', 'The second PDF.', false),
    pdfParameter('file3', 'PDF 3', 'A third PDF (optional).', false),
    pdfParameter('file4', 'PDF 4', 'A fourth PDF (optional).', false),
    pdfParameter('file5', 'PDF 5', 'A fifth PDF (optional).', false),
    pdfParameter('file6', 'PDF 6', 'A sixth PDF (optional).', false),
    {
      name: 'pages',
      type: 'textarea',
      label: 'Pages of each file',
      description: 'Optional, one line per file in order: the pages to take, e.g. "1-3, 5" or "2-"; an empty line takes every page.',
      required: false,
      placeholder: '1-2\n\n3-',
      validation: { maxLength: 2000 },
    },
  ],
  outputDescription: 'The merged PDF (Base64, to download) with its page count and where each part came from.',
  outputSchema: {
    type: 'object',
    properties: {
      pdf: { type: 'string', contentEncoding: 'base64', contentMediaType: 'application/pdf', description: 'The merged PDF.' },
      pageCount: { type: 'integer', minimum: 1 },
      size: { type: 'integer', minimum: 0, description: 'Size in bytes.' },
      parts: {
        type: 'array',
        items: {
          type: 'object',
          properties: { file: { type: 'integer', minimum: 1 }, pages: { type: 'string', description: 'The pages taken, 1-based.' }, count: { type: 'integer', minimum: 0 } },
          required: ['file', 'pages', 'count'],
          additionalProperties: false,
        },
      },
    },
    required: ['pdf', 'pageCount', 'size', 'parts'],
    additionalProperties: false,
  },
  primaryOutput: 'pdf',
  example: { input: { file1: 'data:application/pdf;base64,JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDI1NAo+PgpzdHJlYW0KeJyFUU1LxDAQvedXzFFPmbaxaZdS0H5cRFgWT8oewjYsBdlI2oL+e1+a6uJBTHhMkvdmJnlJiCklpSgjXRBCzlRVQj5/vluSe3O2k5CP4zDRK1imAx2FbNxymSkRdS2u2sbM5s2dRUyiJIi/FXvvhuVkPVV91/fMuqiFfHJDa2ZLN+0uKTVzgrmOl1u08NbM7pqA41wBOXPaIjZACaTYg0sLrAGtNuBMZ8zZPbg+ItcxJ/Cr9m7L7xChzYOmjVpVxP1P39CrizXS/+5T1tv9R3f584W/vAuWBeO8Db6uzsmDndziT7ASujr4ZYfRPLgP/ARjotSKYyC/AIP9at0KZW5kc3RyZWFtCmVuZG9iagoKNiAwIG9iago8PAovU2l6ZSA3Ci9Sb290IDIgMCBSCi9JbmZvIDMgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggMzQKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgNyBdCj4+CnN0cmVhbQp4nBXEMQ4AIAgEsB7G3cf6fwgdiu5y2bLVduKRfAZDdwKoCmVuZHN0cmVhbQplbmRvYmoKCnN0YXJ0eHJlZgozNzIKJSVFT0Y=', file2: 'data:application/pdf;base64,JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDI1NAo+PgpzdHJlYW0KeJyFUU1LxDAQvedXzFFPmbaxaZdS0H5cRFgWT8oewjYsBdlI2oL+e1+a6uJBTHhMkvdmJnlJiCklpSgjXRBCzlRVQj5/vluSe3O2k5CP4zDRK1imAx2FbNxymSkRdS2u2sbM5s2dRUyiJIi/FXvvhuVkPVV91/fMuqiFfHJDa2ZLN+0uKTVzgrmOl1u08NbM7pqA41wBOXPaIjZACaTYg0sLrAGtNuBMZ8zZPbg+ItcxJ/Cr9m7L7xChzYOmjVpVxP1P39CrizXS/+5T1tv9R3f584W/vAuWBeO8Db6uzsmDndziT7ASujr4ZYfRPLgP/ARjotSKYyC/AIP9at0KZW5kc3RyZWFtCmVuZG9iagoKNiAwIG9iago8PAovU2l6ZSA3Ci9Sb290IDIgMCBSCi9JbmZvIDMgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggMzQKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgNyBdCj4+CnN0cmVhbQp4nBXEMQ4AIAgEsB7G3cf6fwgdiu5y2bLVduKRfAZDdwKoCmVuZHN0cmVhbQplbmRvYmoKCnN0YXJ0eHJlZgozNzIKJSVFT0Y=' }, output: {"pdf": "JVBERi0xLjcKJYGBgYEKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA1Ci9GaXJzdCAyNgovTGVuZ3RoIDI3Mgo+PgpzdHJlYW0KeJytUU1rwzAMvftX6LierHw5TgmBNR+XMShlp40eTGNKYNTDSWD795PirKOHbZdFvCS2nqQnKQKEGDKEBHQKZFEKGaS6gLIU8unjzYLcm7MdhXwY+hFeiINwIA6/j0LWbr5MEIuqEt8RtZnMqzuLEAoRk78Ye+/6+WQ9lF3bdYgqQcxTAiLGDB3+Fd0pReeGvjWhIBAhLiohH13fmMnCXbPlGIzIlud5Q5K8NZO7Fvg12VpQ6VXEKiQnUck9+boAlYcY9i/cbI1vQwOKOU3gpjqcr3W5VhtyxH/p4eYW/YO7/Njhzax5xEIe7Ohmf6Jhk6fiCdl+MDv3ThtDMgpecOSdeEsru1nKP6X6BKvSiiQKZW5kc3RyZWFtCmVuZG9iagoKNyAwIG9iago8PAovU2l6ZSA4Ci9Sb290IDIgMCBSCi9JbmZvIDMgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggMzYKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgOCBdCj4+CnN0cmVhbQp4nBXEsQ0AIAwDMKcgZq7m7aJ6MLrLYcpU05p2XJLHB09QAsoKZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjM5MAolJUVPRg==", "pageCount": 2, "size": 589, "parts": [{"file": 1, "pages": "1", "count": 1}, {"file": 2, "pages": "1", "count": 1}]}, description: 'Two one-page PDFs become one two-page PDF.' },
  relatedTools: ['pdf-splitter', 'pdf-info', 'images-to-pdf'],
  aiInstructions: 'Pass PDFs as base64 or data URLs in file1, file2… in the order wanted. To take only some pages, give one line per file in "pages".',
});
