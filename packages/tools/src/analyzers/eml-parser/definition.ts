import { defineDefinition } from '@ctp/core';

const addressList = { type: 'array', items: { type: 'string' }, description: 'Addresses as "Name <address>".' } as const;

export default defineDefinition({
  id: 'eml-parser',
  name: 'Email (.eml) Parser',
  description:
    'Open a raw email (.eml file or pasted message source, RFC 5322 / MIME) and read it: sender, recipients, subject and date with encoded words decoded, the plain-text and HTML bodies, every attachment (name, type, size, inline content ID, optional download) and all headers in order, including the Received chain and Authentication-Results. Multipart, quoted-printable, base64 and non-UTF-8 charsets are decoded by postal-mime. Runs locally: nothing is fetched or sent.',
  category: 'analyzers',
  tags: ['email', 'eml', 'mime', 'parse', 'headers'],
  keywords: ['eml viewer', 'eml parser', 'open eml file', 'email source viewer', 'mime parser', 'raw email', 'email headers', 'message/rfc822', 'email attachments', 'view email source', 'msg headers analyzer'],
  method: 'POST',
  parameters: [
    { name: 'source', type: 'textarea', label: 'Message source', description: 'The raw message (headers, blank line, body), as "Show original" gives it.', required: false, placeholder: 'From: Ada <ada@example.com>\nTo: bob@example.com\nSubject: Hi\n\nHello Bob', validation: { maxLength: 2_000_000 } },
    { name: 'file', type: 'file', label: '.eml file', description: 'Or the .eml file itself (at most 25 MiB).', required: false, validation: { maxSize: 26_214_400, accept: ['message/rfc822', 'text/plain', 'application/octet-stream'] } },
    { name: 'includeAttachments', type: 'boolean', label: 'Include attachment contents', description: 'Return each attachment\'s bytes (base64) for download; off lists them only.', required: false, defaultValue: false },
  ],
  outputDescription: 'The envelope fields, the bodies, the attachments and the headers.',
  outputSchema: {
    type: 'object',
    properties: {
      subject: { type: 'string' },
      from: { type: 'string', description: '"Name <address>" ("" when absent).' },
      to: addressList,
      cc: addressList,
      bcc: addressList,
      replyTo: addressList,
      date: { type: 'string', description: 'The Date header as ISO 8601 UTC ("" when absent or unreadable).' },
      messageId: { type: 'string' },
      inReplyTo: { type: 'string' },
      text: { type: 'string', description: 'The plain-text body (derived from the HTML when there is no text part).' },
      html: { type: 'string', description: 'The HTML body ("" when there is none). Shown as source, never rendered.' },
      attachments: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            filename: { type: 'string' },
            mimeType: { type: 'string' },
            size: { type: 'integer', minimum: 0, description: 'Decoded size in bytes.' },
            disposition: { type: 'string', description: 'attachment, inline or "".' },
            contentId: { type: 'string', description: 'For inline images referenced as cid: in the HTML.' },
            content: { type: 'string', contentEncoding: 'base64', description: 'The bytes, with includeAttachments only ("" otherwise).' },
          },
          required: ['filename', 'mimeType', 'size', 'disposition', 'contentId', 'content'],
          additionalProperties: false,
        },
      },
      headers: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } }, required: ['name', 'value'], additionalProperties: false },
        description: 'Every header in order (decoded), Received lines included.',
      },
    },
    required: ['subject', 'from', 'to', 'cc', 'bcc', 'replyTo', 'date', 'messageId', 'inReplyTo', 'text', 'html', 'attachments', 'headers'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  display: { html: { as: 'code', language: 'html' } },
  example: {
    input: {
      source:
        'From: =?UTF-8?Q?Ad=C3=A9la?= <adela@example.com>\r\nTo: Bob <bob@example.org>, team@example.org\r\nSubject: =?UTF-8?B?UmVwb3J0IMOgIGxpcmU=?=\r\nDate: Tue, 05 Mar 2024 09:15:00 +0100\r\nMessage-ID: <abc123@example.com>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b1"\r\n\r\n--b1\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nHello Bob,=0Athe report is attached.\r\n--b1\r\nContent-Type: text/csv; name="q1.csv"\r\nContent-Disposition: attachment; filename="q1.csv"\r\nContent-Transfer-Encoding: base64\r\n\r\nYSxiCjEsMgo=\r\n--b1--\r\n',
    },
    output: {
      subject: 'Report à lire',
      from: 'Adéla <adela@example.com>',
      to: ['Bob <bob@example.org>', 'team@example.org'],
      cc: [],
      bcc: [],
      replyTo: [],
      date: '2024-03-05T08:15:00.000Z',
      messageId: '<abc123@example.com>',
      inReplyTo: '',
      text: 'Hello Bob,\nthe report is attached.',
      html: '',
      attachments: [{ filename: 'q1.csv', mimeType: 'text/csv', size: 8, disposition: 'attachment', contentId: '', content: '' }],
      headers: [
        { name: 'from', value: 'Adéla <adela@example.com>' },
        { name: 'to', value: 'Bob <bob@example.org>, team@example.org' },
        { name: 'subject', value: 'Report à lire' },
        { name: 'date', value: 'Tue, 05 Mar 2024 09:15:00 +0100' },
        { name: 'message-id', value: '<abc123@example.com>' },
        { name: 'mime-version', value: '1.0' },
        { name: 'content-type', value: 'multipart/mixed; boundary="b1"' },
      ],
    },
    description: 'Encoded words decoded, a quoted-printable body and a CSV attachment listed.',
  },
  relatedTools: ['mime-encoded-word', 'email-validator', 'base64-file-encoder'],
});
