import { defineDefinition } from '@ctp/core';
import { pdfParameter } from '../../_shared/pdf-tool.js';

export default defineDefinition({
  id: 'pdf-text-extractor',
  name: 'PDF to Text',
  description:
    'Extract the text of a PDF in the browser without uploading it (Mozilla\'s pdf.js via unpdf): all pages or a page range, as one text or page by page, with line breaks where the PDF has them. Scanned PDFs (images of text) have no text layer: the tool says so instead of returning nothing silently; OCR is not done. Password-protected PDFs must be unlocked first. Files up to 50 MiB, 2000 pages.',
  category: 'converters',
  tags: ['pdf', 'text', 'extract'],
  keywords: ['pdf to text', 'extract text from pdf', 'pdf text extractor', 'copy text from pdf', 'pdf to txt', 'read pdf', 'pdf content', 'pdfjs'],
  method: 'POST',
  cost: 'heavy', // pdf.js on every page: servers run every call in the worker pool
  parameters: [
    pdfParameter('file', 'PDF', 'The PDF (at most 50 MiB).', true),
    { name: 'pages', type: 'text', label: 'Pages', description: 'Which pages, e.g. "1-3, 7" (default: all).', required: false, placeholder: '1-3, 7', validation: { maxLength: 2000 } },
    { name: 'pageSeparator', type: 'boolean', label: 'Mark pages', description: 'Put a "--- page N ---" line before each page\'s text in the combined text.', required: false, defaultValue: false },
  ],
  outputDescription: 'The text (combined), the text of each page, and counts.',
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The text of the chosen pages, pages separated by a blank line.' },
      pages: {
        type: 'array',
        items: { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, text: { type: 'string' } }, required: ['page', 'text'], additionalProperties: false },
      },
      pageCount: { type: 'integer', minimum: 0, description: 'Pages in the whole PDF.' },
      characterCount: { type: 'integer', minimum: 0 },
    },
    required: ['text', 'pages', 'pageCount', 'characterCount'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  example: { input: { file: 'data:application/pdf;base64,JVBERi0xLjcKJYGBgYEKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMDIKPj4Kc3RyZWFtCnicK+RyCuEyUADBonQufY/UnLLUkszkRF1zA0sLEwsDcwtLBUMjhZA0LiMThRAfLkOwUkMFQwMFUwOFkFwuGxMLM1MzZyB0M3I2MjA1MDExMTMytFMIyeIK0eJyDeEK5AIApEcWRAplbmRzdHJlYW0KZW5kb2JqCgo4IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTAyCj4+CnN0cmVhbQp4nB3KsQrCUAwF0P1+RWahmKQv91WQDoUWBxchPyBSRdFBEb+/VM563hgSKqvPDdvD/PzN3/vl3OxqcXYe7MRc8govkkfYv5qYSqjkC/toGWw5cWRxrUpjZfSSD+QGY+KEBaEaFjAKZW5kc3RyZWFtCmVuZG9iagoKOSAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvT2JqU3RtCi9OIDYKL0ZpcnN0IDMyCi9MZW5ndGggMzg3Cj4+CnN0cmVhbQp4nLVSS2vcMBC+61fMMT0UjV+SHJaFfdgthKVhE2ho6cFri8UlSMXWlu2/74zl7JJD6KHEZmzNzDcvzZcAQgoFQgYmhxwynUMBeaFAg8oKWCyEfPzzy4K8b452FPKu70b4ThiEPWH4+0PIjT+5AKlYLsU1YtOE5tkfRQyFhMEviPvBd6fWDrCoq7pGVBmizklwKeTOd9smWLjZ3ialRkzonZ5vH6jUYJvgL4HkRkWBSiGmW/pvSEqSlHTypYbOZk6eR7ymYtmKfHUUpWMM+ydsMcdXsTHFmG3E5ibql7pcq4o50n/1Uy7n/nvv3pzw1R3W3gUhH06HMKlsTIRcN6NlD8jP9vm3DX3bCFm51ne9O4L82ruVG/sXw+uMvAxeyWApPu5E7u3oT0NLS2LclJkPl+QfNZaGJtemJI7Ma5RPXw4/bTtBWa3O4dND4KmigW072/XN2p+JMchMQwQalBmzcs4HZtLEHheoG9bUzKj/b7nUeapMWijzzi2ba8t/AWqy1oYKZW5kc3RyZWFtCmVuZG9iagoKMTAgMCBvYmoKPDwKL1NpemUgMTEKL1Jvb3QgMiAwIFIKL0luZm8gMyAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA0NwovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCAxMSBdCj4+CnN0cmVhbQp4nCXJsRUAEBBEwb93BDLd6UKLSjv2SSYZoCoYYGTCpGli/ujigLQfueACgUID7AplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKODU1CiUlRU9G' }, output: {"text": "Hello, PDF!\n\nSecond page", "pages": [{"page": 1, "text": "Hello, PDF!"}, {"page": 2, "text": "Second page"}], "pageCount": 2, "characterCount": 24}, description: 'A two-page PDF made by pdf-lib.' },
  relatedTools: ['pdf-info', 'pdf-splitter', 'text-statistics'],
  aiInstructions: 'Use the pages parameter for long documents instead of extracting everything. Text order follows the PDF\'s drawing order, which for multi-column layouts may interleave columns.',
});
