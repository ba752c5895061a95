import { defineDefinition } from '@ctp/core';

const count = { type: 'integer', minimum: 0 };
const ms = { type: ['number', 'null'], description: 'Milliseconds; null when not applicable (-1 in the HAR).' };
const entryRef = {
  index: { type: 'integer', minimum: 0, description: 'Position in log.entries.' },
  method: { type: 'string' },
  url: { type: 'string' },
  status: { type: 'integer' },
};

export default defineDefinition({
  id: 'har-analyzer',
  name: 'HAR Analyzer',
  description:
    'Summarize a HAR 1.2 file (browser DevTools "Save all as HAR"): request count, total transfer, body and content sizes, counts by status class, MIME type and domain, the slowest requests with their timing breakdown (blocked, DNS, connect, SSL, send, wait, receive), and every error (4xx, 5xx, failed with status 0). Optionally returns a sanitized HAR with cookies, Authorization/Cookie/Set-Cookie headers and token, key and password parameters redacted. Up to 10 MB.',
  category: 'analyzers',
  primaryOutput: 'sanitized',
  display: { sanitized: { as: 'code', language: 'json' } },
  tags: ['har', 'http', 'network', 'performance'],
  keywords: ['har viewer', 'har file', 'http archive', 'network log', 'devtools', 'waterfall', 'slow requests', 'page load', 'sanitize har', 'redact har', 'remove cookies', 'har sanitizer', 'ttfb'],
  method: 'POST',
  parameters: [
    { name: 'har', type: 'textarea', label: 'HAR', description: 'The HAR file content (JSON).', required: true, placeholder: '{"log":{"version":"1.2","entries":[…]}}', validation: { maxLength: 10_000_000 } },
    { name: 'slowest', type: 'number', label: 'Slowest requests', description: 'How many of the slowest requests to list.', required: false, defaultValue: 10, validation: { min: 0, max: 100, step: 1 } },
    {
      name: 'sanitize',
      type: 'boolean',
      label: 'Sanitized copy',
      description: 'Also return the HAR with cookies, auth headers and secret-looking query, form and JSON body parameters redacted.',
      required: false,
      defaultValue: false,
      aiHint: 'Response bodies (content.text) are kept; review them before sharing.',
    },
  ],
  outputDescription: 'Request counts and sizes by status class, MIME type and domain, the slowest requests, the errors, and optionally a sanitized HAR.',
  outputSchema: {
    type: 'object',
    properties: {
      entryCount: count,
      pageCount: count,
      totalTime: { type: 'number', minimum: 0, description: 'Milliseconds from the first request start to the last request end.' },
      totalTransferSize: { type: 'integer', minimum: 0, description: 'Bytes on the wire (_transferSize, else headersSize + bodySize).' },
      totalBodySize: { type: 'integer', minimum: 0, description: 'Sum of response.bodySize (compressed bodies).' },
      totalContentSize: { type: 'integer', minimum: 0, description: 'Sum of response.content.size (decoded bodies).' },
      byStatusClass: {
        type: 'object',
        properties: { '1xx': count, '2xx': count, '3xx': count, '4xx': count, '5xx': count, failed: count },
        required: ['1xx', '2xx', '3xx', '4xx', '5xx', 'failed'],
        additionalProperties: false,
      },
      byMimeType: {
        type: 'array',
        items: { type: 'object', properties: { mimeType: { type: 'string' }, count, bytes: count }, required: ['mimeType', 'count', 'bytes'], additionalProperties: false },
      },
      byDomain: {
        type: 'array',
        items: { type: 'object', properties: { domain: { type: 'string' }, count, bytes: count, time: { type: 'number' } }, required: ['domain', 'count', 'bytes', 'time'], additionalProperties: false },
      },
      slowest: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            ...entryRef,
            time: { type: 'number' },
            timings: {
              type: 'object',
              properties: { blocked: ms, dns: ms, connect: ms, ssl: ms, send: ms, wait: ms, receive: ms },
              required: ['blocked', 'dns', 'connect', 'ssl', 'send', 'wait', 'receive'],
              additionalProperties: false,
            },
          },
          required: ['index', 'method', 'url', 'status', 'time', 'timings'],
          additionalProperties: false,
        },
      },
      errors: {
        type: 'array',
        description: 'Requests with status 4xx, 5xx or 0 (failed), first 100.',
        items: { type: 'object', properties: { ...entryRef, statusText: { type: 'string' } }, required: ['index', 'method', 'url', 'status', 'statusText'], additionalProperties: false },
      },
      errorCount: count,
      sanitized: { type: 'string', description: 'The redacted HAR (only when sanitize is on).' },
      redactions: { type: 'integer', minimum: 0, description: 'Values redacted (only when sanitize is on).' },
    },
    required: ['entryCount', 'pageCount', 'totalTime', 'totalTransferSize', 'totalBodySize', 'totalContentSize', 'byStatusClass', 'byMimeType', 'byDomain', 'slowest', 'errors', 'errorCount'],
    additionalProperties: false,
  },
  example: {
    input: {
      har: '{"log":{"version":"1.2","creator":{"name":"x","version":"1"},"entries":[{"startedDateTime":"2024-05-01T10:00:00.000Z","time":120,"request":{"method":"GET","url":"https://example.com/","headers":[]},"response":{"status":200,"statusText":"OK","headers":[],"content":{"size":5000,"mimeType":"text/html; charset=utf-8"},"headersSize":200,"bodySize":1800},"timings":{"blocked":1,"dns":10,"connect":20,"ssl":15,"send":1,"wait":80,"receive":8}},{"startedDateTime":"2024-05-01T10:00:00.150Z","time":40,"request":{"method":"GET","url":"https://cdn.example.com/app.js","headers":[]},"response":{"status":404,"statusText":"Not Found","headers":[],"content":{"size":0,"mimeType":"text/plain"},"headersSize":100,"bodySize":0},"timings":{"blocked":-1,"dns":-1,"connect":-1,"ssl":-1,"send":1,"wait":35,"receive":4}}]}}',
      slowest: 1,
    },
    output: {
      entryCount: 2,
      pageCount: 0,
      totalTime: 190,
      totalTransferSize: 2100,
      totalBodySize: 1800,
      totalContentSize: 5000,
      byStatusClass: { '1xx': 0, '2xx': 1, '3xx': 0, '4xx': 1, '5xx': 0, failed: 0 },
      byMimeType: [
        { mimeType: 'text/html', count: 1, bytes: 2000 },
        { mimeType: 'text/plain', count: 1, bytes: 100 },
      ],
      byDomain: [
        { domain: 'example.com', count: 1, bytes: 2000, time: 120 },
        { domain: 'cdn.example.com', count: 1, bytes: 100, time: 40 },
      ],
      slowest: [{ index: 0, method: 'GET', url: 'https://example.com/', status: 200, time: 120, timings: { blocked: 1, dns: 10, connect: 20, ssl: 15, send: 1, wait: 80, receive: 8 } }],
      errors: [{ index: 1, method: 'GET', url: 'https://cdn.example.com/app.js', status: 404, statusText: 'Not Found' }],
      errorCount: 1,
    },
    description: 'Two requests: the page and a missing script.',
  },
  relatedTools: ['url-parser', 'http-status-lookup', 'json-formatter'],
  aiInstructions:
    'Pass the whole HAR JSON in "har". Sizes are bytes: transfer = what went over the network, content = decoded body size. Timings of -1 (not applicable) are null. Set sanitize to get a copy safe to share: cookies, Authorization/Cookie/Set-Cookie/API-key headers and parameters named like token, key, password, secret, session, code or signature are replaced by "REDACTED"; response bodies are not scanned.',
});
