import { defineDefinition } from '@ctp/core';
import { fileParameter } from '../../_shared/archive-files.js';

const MAX = 26_214_400;

export default defineDefinition({
  id: 'images-to-pdf',
  name: 'Images to PDF (JPG/PNG to PDF)',
  description:
    'Put up to six images into one PDF, one per page, in the browser without uploading them. JPEG and PNG are embedded as they are (no quality loss); GIF, BMP, ICO and TIFF are converted to PNG first. Pages fit each image exactly, or are A4/Letter (portrait, landscape or following each image) with the image centred within a margin. Each image up to 25 MiB.',
  category: 'converters',
  tags: ['pdf', 'image', 'convert'],
  keywords: ['jpg to pdf', 'png to pdf', 'image to pdf', 'images to pdf', 'convert photo to pdf', 'combine images into pdf', 'scan to pdf', 'picture to pdf'],
  method: 'POST',
  cost: 'heavy', // decodes images and builds a PDF: servers run every call in the worker pool
  parameters: [
    fileParameter('image1', 'Image 1', 'The first image (page 1).', true, MAX, ['image/*']),
    fileParameter('image2', 'Image 2', 'Page 2 (optional).', false, MAX, ['image/*']),
    fileParameter('image3', 'Image 3', 'Page 3 (optional).', false, MAX, ['image/*']),
    fileParameter('image4', 'Image 4', 'Page 4 (optional).', false, MAX, ['image/*']),
    fileParameter('image5', 'Image 5', 'Page 5 (optional).', false, MAX, ['image/*']),
    fileParameter('image6', 'Image 6', 'Page 6 (optional).', false, MAX, ['image/*']),
    {
      name: 'pageSize',
      type: 'select',
      label: 'Page size',
      description: 'Fit each page to its image (at 72 dpi), or use A4 or Letter.',
      required: false,
      defaultValue: 'fit',
      options: [
        { value: 'fit', label: 'Same as the image' },
        { value: 'a4', label: 'A4' },
        { value: 'letter', label: 'Letter' },
      ],
    },
    {
      name: 'orientation',
      type: 'select',
      label: 'Orientation',
      description: 'A4/Letter: portrait, landscape, or each page as its image (auto).',
      required: false,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: 'Auto (per image)' },
        { value: 'portrait', label: 'Portrait' },
        { value: 'landscape', label: 'Landscape' },
      ],
      dependsOn: [{ field: 'pageSize', condition: 'notEquals', value: 'fit' }],
    },
    { name: 'margin', type: 'number', label: 'Margin (mm)', description: 'A4/Letter: space around the image.', required: false, defaultValue: 10, validation: { min: 0, max: 50 }, dependsOn: [{ field: 'pageSize', condition: 'notEquals', value: 'fit' }] },
    { name: 'title', type: 'text', label: 'Title', description: 'The PDF\'s document title (shown by viewers).', required: false, validation: { maxLength: 200 } },
  ],
  outputDescription: 'The PDF (Base64, to download) with its page count and size.',
  outputSchema: {
    type: 'object',
    properties: {
      pdf: { type: 'string', contentEncoding: 'base64', contentMediaType: 'application/pdf', description: 'The PDF.' },
      pageCount: { type: 'integer', minimum: 1 },
      size: { type: 'integer', minimum: 0 },
      pages: {
        type: 'array',
        items: {
          type: 'object',
          properties: { image: { type: 'integer', minimum: 1 }, format: { type: 'string' }, widthPx: { type: 'integer' }, heightPx: { type: 'integer' }, embedded: { type: 'string', enum: ['as is', 'converted to PNG'] } },
          required: ['image', 'format', 'widthPx', 'heightPx', 'embedded'],
          additionalProperties: false,
        },
      },
    },
    required: ['pdf', 'pageCount', 'size', 'pages'],
    additionalProperties: false,
  },
  primaryOutput: 'pdf',
  example: { input: { image1: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=' }, output: {"pdf": "JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL1R5cGUgL1hPYmplY3QKL1N1YnR5cGUgL0ltYWdlCi9CaXRzUGVyQ29tcG9uZW50IDgKL1dpZHRoIDIKL0hlaWdodCAxCi9Db2xvclNwYWNlIC9EZXZpY2VSR0IKL1NNYXNrIDcgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTIKPj4Kc3RyZWFtCnic+88ABP8BBv8B/wplbmRzdHJlYW0KZW5kb2JqCgo2IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggNDYKPj4Kc3RyZWFtCnicK+QyVDAAQgiZnIvONcIrq++Zm5ieqmtuYGlhYmFgbmGp4JLPFcgFALU3EQAKZW5kc3RyZWFtCmVuZG9iagoKNyAwIG9iago8PAovVHlwZSAvWE9iamVjdAovU3VidHlwZSAvSW1hZ2UKL0hlaWdodCAxCi9XaWR0aCAyCi9CaXRzUGVyQ29tcG9uZW50IDgKL0NvbG9yU3BhY2UgL0RldmljZUdyYXkKL0RlY29kZSBbIDAgMSBdCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTAKPj4Kc3RyZWFtCnic+98AAAKAAYAKZW5kc3RyZWFtCmVuZG9iagoKOCAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvT2JqU3RtCi9OIDQKL0ZpcnN0IDIwCi9MZW5ndGggMzE5Cj4+CnN0cmVhbQp4nIVSTU/DMAy951f4CAcU92NpiqpJox8IoYlpcEAgDmWNpiFoUJdJ499jJ93QDkArK3H8XvxiOwKEGNIUEsg0TCBFDUUh5MPXpwG5aNdmK+TtptvCM0URlvAiZGl3vYNITKfiB1u2rn23axFIEDH4gFgMttutzABFUzcNokoQs5QMEWM2HfaKzpQiv6K1JMvJCBDnUyHntqtaZ+CsumQORvT77+mcJA2mdfaY4M/LxoRKjyJGIRmJSmYUa4KpLHA47rGTkV+HByjGVAGb6uAf83KuOtwR/6eHH+f1b2z/6wtPas0l5kIPhvvgKy2XZmt3w4pKz7jGUoQ2RJOPd69vZuVdefNB1IsMc02SM51DeuiTrPfu+t5x/sDjs7npNu2V3VP30U9KxP2f9b11PBF+FnpHKthT43wQ8Rs5lY4FCmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL1NpemUgMTAKL1Jvb3QgMiAwIFIKL0luZm8gMyAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA0NgovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCAxMCBdCj4+CnN0cmVhbQp4nGNgYPj/n4mBg4EBRDCCCCZGBgEIl5mR4RwDAyOjC5BgYgESzCsZGAB5JwQHCmVuZHN0cmVhbQplbmRvYmoKCnN0YXJ0eHJlZgo5MzcKJSVFT0Y=", "pageCount": 1, "size": 1148, "pages": [{"image": 1, "format": "png", "widthPx": 2, "heightPx": 1, "embedded": "as is"}]}, description: 'One tiny PNG as a one-page PDF.' },
  relatedTools: ['pdf-merger', 'image-converter', 'image-resizer'],
});
