import { bytesToBase64, defineTool, failure, parseFileValue, success } from '@ctp/core';
import PostalMime, { decodeWords } from 'postal-mime';
import definition from './definition.js';

/** postal-mime's address shape (a mailbox, or a group of mailboxes). */
interface Address {
  name: string;
  address?: string;
  group?: Address[];
}

function formatAddress(a: Address | undefined): string[] {
  if (!a) return [];
  if (a.group) return a.group.flatMap((m: Address) => formatAddress(m));
  if (!a.address) return a.name ? [a.name] : [];
  return [a.name ? `${a.name} <${a.address}>` : a.address];
}
const list = (addresses: Address[] | undefined) => (addresses ?? []).flatMap(formatAddress);

function bytesOf(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

export default defineTool(definition, async (params) => {
  let raw: string | Uint8Array;
  if (params.file !== undefined) {
    const file = parseFileValue(params.file);
    if ('error' in file) return failure('INVALID_INPUT', `The file ${file.error}`);
    raw = file.bytes();
  } else if (params.source !== undefined) raw = params.source;
  else return failure('MISSING_REQUIRED', 'Give the message source or an .eml file.');
  const head = typeof raw === 'string' ? raw.slice(0, 2000) : new TextDecoder().decode(raw.subarray(0, 2000));
  if (!/^[\x21-\x39\x3b-\x7e]+:/m.test(head.split(/\r?\n\r?\n/)[0] ?? ''))
    return failure('INVALID_INPUT', 'This does not start with email headers (Name: value lines before a blank line): paste the full message source, as "Show original" gives it.');
  const email = await PostalMime.parse(raw);
  const date = email.date ? new Date(email.date) : undefined;
  return success({
    subject: email.subject ?? '',
    from: formatAddress(email.from)[0] ?? '',
    to: list(email.to),
    cc: list(email.cc),
    bcc: list(email.bcc),
    replyTo: list(email.replyTo),
    date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : '',
    messageId: email.messageId ?? '',
    inReplyTo: email.inReplyTo ?? '',
    text: (email.text ?? '').replace(/\r\n/g, '\n').replace(/\n+$/, ''),
    html: email.html ?? '',
    attachments: email.attachments.map((a) => {
      const bytes = bytesOf(a.content);
      return {
        filename: a.filename ?? '',
        mimeType: a.mimeType,
        size: bytes.length,
        disposition: a.disposition ?? '',
        contentId: a.contentId ?? '',
        content: params.includeAttachments ? bytesToBase64(bytes) : '',
      };
    }),
    headers: email.headers.map((h) => ({ name: h.key, value: decodeWords(h.value) })),
  });
});
