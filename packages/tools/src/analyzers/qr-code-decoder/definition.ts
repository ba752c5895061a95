import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'qr-code-decoder',
  name: 'QR Code Reader (from Image)',
  description:
    'Read the QR code in a picture (screenshot, photo, scan) in the browser without uploading it: the text or URL it holds, the raw bytes, the QR version and where the code sits in the image. Light-on-dark (inverted) codes are tried too. Wi-Fi (WIFI:…), otpauth:// and vCard payloads are recognised and their fields shown. PNG, JPEG, GIF, BMP, ICO and TIFF up to 25 MiB and 40 megapixels (large images are scaled down first).',
  category: 'analyzers',
  tags: ['qr-code', 'qr', 'image', 'decode', 'barcode'],
  keywords: ['qr code reader', 'qr scanner', 'decode qr', 'read qr code from image', 'qr code to text', 'scan qr online', 'wifi qr password', 'otpauth qr', 'screenshot qr'],
  method: 'POST',
  cost: 'heavy', // decodes and scans an image: servers run every call in the worker pool
  parameters: [
    { name: 'image', type: 'file', label: 'Image', description: 'A picture containing one QR code (PNG, JPEG, GIF, BMP, ICO, TIFF; at most 25 MiB).', required: true, validation: { maxSize: 26_214_400, accept: ['image/*'] } },
  ],
  outputDescription: 'The decoded text, its bytes in hex, the QR version, the payload type with parsed fields, and the code\'s corner positions.',
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The content of the code.' },
      bytesHex: { type: 'string', description: 'The raw data bytes in hex.' },
      version: { type: 'integer', minimum: 1, maximum: 40 },
      payloadType: { type: 'string', enum: ['url', 'wifi', 'otpauth', 'vcard', 'email', 'phone', 'sms', 'geo', 'text'], description: 'What the content is.' },
      fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Parsed fields for Wi-Fi (ssid, password, security…), otpauth (issuer, account, secret…) and the like.' },
      location: {
        type: 'object',
        description: 'Corner points of the code in image pixels.',
        properties: {
          topLeft: { type: 'string' },
          topRight: { type: 'string' },
          bottomLeft: { type: 'string' },
          bottomRight: { type: 'string' },
        },
        required: ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'],
        additionalProperties: false,
      },
    },
    required: ['text', 'bytesHex', 'version', 'payloadType', 'fields', 'location'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  example: {
    input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADoAAAA6CAYAAADhu0ooAAAAAklEQVR4AewaftIAAAJ8SURBVOXBQU7oOBQAwe4o979yD29nIRPyGVi5yj5wgItDXBzi4hA3n6j8RMUTlZ2KlcqoGCo/UbG6OMTNFyreUHmiMipWKkPljYo3VHYuDnHzDZWdih2VVcVQGRWjYqiMijdUdiqeXBzi5o9UrCpWKiuVUfEXLg5x80dUVhU7FSuVUfGbLg5x842Kn6hYqYyKUTFUVhVPKn7i4hA3X1D5DSqjYqiMilXFUBkVK5X/4+IQN59U/KaKVcW/qPgNF4ewDyxURsVQeaPiDZVR8YbKGxVPLg5x80nFUBkVK5VVxUplVAyVVcVQGRU7KqNiqIyKHZVRsXNxiJtPVFYqOxVDZVSsVEbFE5Wdiicqo2KlMipWF4e4+UbFUFmpjIqdiqGyqlhVDJUdlZ2KVcVQ2bk4hH1gQ2WnYqUyKp6orCqGyqpiqKwqhsqoGCo7FauLQ9gHFipvVOyojIqhMireUBkVK5VRMVRGxVAZFTsXh7j5QsUbKquKHZVVxUplVKxUVipPVEbF6uIQNy+pjIpVxVDZqRgqo2KlslJ5o2JVMVR2Lg5x8w2VUbFSWVUMlX9RsVL5FyqjYlTsXBzCPvCLVFYVK5U3KnZUVhVvXBzi5hOVn6gYFU8qhsqqYqisVEbFqmKo7FSsLg5x84WKN1RWKquKlcqq4knFjsqoGCqjYufiEDffUNmpeENlVKwqhsqOypOKoTIqhsqoWF0c4uaPVOxUrCqGyqgYKquKoTJUVipPLg5x80dUnlQ8qdipGCqriqGyc3GIm29U/IuKHZVRsVIZFUNlVTFUdireuDjEzRdUfkJlVfGkYlUxVIbKE5U3Lg5hHzjAxSEuDnFxiP8ARpibbLBcXOUAAAAASUVORK5CYII=' },
    output: {
      text: 'https://example.com',
      bytesHex: '68747470733a2f2f6578616d706c652e636f6d',
      version: 2,
      payloadType: 'url',
      fields: {},
      location: { topLeft: '4,4', topRight: '54,4', bottomLeft: '4,54', bottomRight: '54,54' },
    },
    description: 'A QR code made by the qrcode library for https://example.com.',
  },
  relatedTools: ['qr-code-generator', 'barcode-decoder', 'wifi-qr-code-generator', 'totp-generator'],
  aiInstructions: 'Pass the picture in "image". One code per image: crop a picture with several codes first (image-cropper).',
});
