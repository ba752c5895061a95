import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';

type Registration = 'registered' | 'temporary' | 'deprecated' | 'obsolete' | 'reserved' | 'unofficial';

export interface StatusEntry {
  code: number;
  reason: string;
  class: string;
  className: string;
  registration: Registration;
  description: string;
  spec: string;
  specUrl?: string;
  cacheableByDefault: boolean;
  headers: string[];
  aliases: string[];
}

interface Row {
  reason: string;
  registration?: Registration;
  spec: [string, string?]; // text, url
  /** Heuristically cacheable (RFC 9110 §15.1: 200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 501; RFC 7725: 451). */
  cacheable?: boolean;
  headers?: string[];
  aliases?: string[];
  /** Extra search words (not returned). */
  keywords?: string[];
  description: string;
}

const rfc = (n: number, section?: string): [string, string] =>
  section ? [`RFC ${n}, Section ${section}`, `https://www.rfc-editor.org/rfc/rfc${n}#section-${section}`] : [`RFC ${n}`, `https://www.rfc-editor.org/rfc/rfc${n}`];
const semantics = (section: string) => rfc(9110, section);
const unofficial = (who: string): [string] => [`Unofficial: ${who} (not in the IANA registry)`];

/**
 * Every code of the IANA HTTP Status Code Registry, plus well-known unofficial
 * codes. Descriptions are written for this tool.
 */
const TABLE: Record<number, Row> = {
  // 1xx Informational
  100: {
    reason: 'Continue',
    spec: semantics('15.2.1'),
    headers: ['Expect'],
    keywords: ['upload', 'body', 'interim'],
    description:
      'Interim response: the request headers were received and the client may go on sending the body. Sent to a client that asked first with "Expect: 100-continue" before uploading a large body.',
  },
  101: {
    reason: 'Switching Protocols',
    spec: semantics('15.2.2'),
    headers: ['Upgrade', 'Connection'],
    keywords: ['websocket', 'upgrade', 'h2c'],
    description:
      "The server accepts the client's Upgrade request and switches the connection to another protocol, typically WebSocket over HTTP/1.1. HTTP/2 and HTTP/3 do not use it.",
  },
  102: {
    reason: 'Processing',
    spec: rfc(2518, '10.1'),
    keywords: ['webdav', 'long running', 'keep alive'],
    description:
      'WebDAV interim response telling the client that a long request is still being worked on, so it should not time out. RFC 4918 dropped it from WebDAV and few servers send it today.',
  },
  103: {
    reason: 'Early Hints',
    spec: rfc(8297, '2'),
    headers: ['Link'],
    keywords: ['preload', 'preconnect', 'performance'],
    description:
      'Interim response carrying Link headers so that the browser can start preloading or preconnecting to resources while the server is still preparing the final response.',
  },
  104: {
    reason: 'Upload Resumption Supported',
    registration: 'temporary',
    spec: ['draft-ietf-httpbis-resumable-upload (Internet-Draft)', 'https://datatracker.ietf.org/doc/draft-ietf-httpbis-resumable-upload/'],
    headers: ['Location'],
    keywords: ['resumable', 'upload', 'tus'],
    description:
      'Interim response from the IETF resumable uploads draft: the server can resume this upload if it is interrupted, and Location names the upload resource to resume. Temporarily registered while the draft is in progress.',
  },

  // 2xx Successful
  200: {
    reason: 'OK',
    spec: semantics('15.3.1'),
    cacheable: true,
    headers: ['Content-Type', 'Content-Length', 'ETag', 'Last-Modified', 'Cache-Control'],
    keywords: ['success', 'ok'],
    description:
      'The request succeeded. The body depends on the method: the requested resource for GET, the result of the action for POST, nothing for HEAD.',
  },
  201: {
    reason: 'Created',
    spec: semantics('15.3.2'),
    headers: ['Location', 'ETag'],
    keywords: ['created', 'new resource', 'post', 'put'],
    description:
      'The request created a new resource (typically after POST or PUT). Location identifies it; the body usually describes it or links to it.',
  },
  202: {
    reason: 'Accepted',
    spec: semantics('15.3.3'),
    headers: ['Location'],
    keywords: ['async', 'asynchronous', 'queued', 'background job'],
    description:
      'The request was accepted for processing but the work is not done yet (an asynchronous job) and may still fail. The response often points to a URL where the job status can be checked.',
  },
  203: {
    reason: 'Non-Authoritative Information',
    spec: semantics('15.3.4'),
    cacheable: true,
    keywords: ['proxy', 'transformed'],
    description:
      "Success, but a transforming proxy changed the content of the origin server's 200 response (for example recompressed images), so it is not exactly what the origin sent.",
  },
  204: {
    reason: 'No Content',
    spec: semantics('15.3.5'),
    cacheable: true,
    headers: ['ETag'],
    keywords: ['empty', 'no body', 'delete', 'saved'],
    description:
      'Success with no body to send, common for PUT, DELETE or a saved form. A browser stays on its current page; the headers may still carry metadata such as a new ETag.',
  },
  205: {
    reason: 'Reset Content',
    spec: semantics('15.3.6'),
    keywords: ['form', 'clear', 'reset'],
    description: 'Success; the client should reset the view that sent the request, for example clear the form it submitted. It has no body.',
  },
  206: {
    reason: 'Partial Content',
    spec: semantics('15.3.7'),
    cacheable: true,
    headers: ['Content-Range', 'Range', 'ETag'],
    keywords: ['range', 'resume download', 'video streaming', 'byte range'],
    description:
      'Success for a Range request: the body holds only the requested part(s) of the resource, described by Content-Range (or a multipart/byteranges body for several ranges). Used to resume downloads and seek in media.',
  },
  207: {
    reason: 'Multi-Status',
    spec: rfc(4918, '11.1'),
    headers: ['Content-Type'],
    keywords: ['webdav', 'batch', 'xml', 'multiple resources'],
    description:
      'WebDAV: the body is an XML multistatus document giving a separate status for each of several resources the request touched (also used by some batch APIs).',
  },
  208: {
    reason: 'Already Reported',
    spec: rfc(5842, '7.1'),
    keywords: ['webdav', 'binding'],
    description:
      'WebDAV bindings: used inside a 207 body so that a resource reachable through several bindings is listed only once, avoiding repeated (or infinite) enumeration.',
  },
  226: {
    reason: 'IM Used',
    spec: rfc(3229, '10.4.1'),
    headers: ['IM', 'A-IM', 'Delta-Base'],
    keywords: ['delta encoding', 'instance manipulation'],
    description:
      'Delta encoding: the response is the current resource transformed by instance manipulations the client accepted with A-IM (for example a delta against a version it already has).',
  },

  // 3xx Redirection
  300: {
    reason: 'Multiple Choices',
    spec: semantics('15.4.1'),
    cacheable: true,
    headers: ['Location', 'Link'],
    keywords: ['redirect', 'choices', 'negotiation'],
    description:
      'The resource has several representations (languages, formats…) and the client should pick one; a preferred choice may be given in Location. Rarely used in practice.',
  },
  301: {
    reason: 'Moved Permanently',
    spec: semantics('15.4.2'),
    cacheable: true,
    headers: ['Location'],
    keywords: ['redirect', 'permanent redirect', 'moved', 'seo', 'new url'],
    description:
      'The resource has a new permanent URL, given in Location; clients and search engines should use it from now on. Browsers may turn a POST into a GET when following it: use 308 to keep the method.',
  },
  302: {
    reason: 'Found',
    spec: semantics('15.4.3'),
    headers: ['Location'],
    aliases: ['Moved Temporarily'],
    keywords: ['redirect', 'temporary redirect', 'moved'],
    description:
      'The resource is temporarily at the URL in Location; keep using the original URL. Browsers may turn a POST into a GET when following it: use 307 to keep the method, or 303 to ask for a GET.',
  },
  303: {
    reason: 'See Other',
    spec: semantics('15.4.4'),
    headers: ['Location'],
    keywords: ['redirect', 'post redirect get', 'prg', 'after post'],
    description:
      'Redirects the client to another URL (Location) to be fetched with GET, typically to show the result after a POST (the Post/Redirect/Get pattern).',
  },
  304: {
    reason: 'Not Modified',
    spec: semantics('15.4.5'),
    headers: ['ETag', 'Cache-Control', 'Expires', 'Vary', 'If-None-Match', 'If-Modified-Since'],
    keywords: ['cache', 'conditional', 'revalidate', 'etag'],
    description:
      "Answer to a conditional GET or HEAD (If-None-Match, If-Modified-Since): the client's cached copy is still current, so no body is sent and the cache keeps using its copy.",
  },
  305: {
    reason: 'Use Proxy',
    registration: 'deprecated',
    spec: semantics('15.4.6'),
    headers: ['Location'],
    keywords: ['proxy'],
    description:
      'Deprecated: asked the client to repeat the request through the proxy named in Location. Clients ignore it because it let a server redirect traffic through any proxy.',
  },
  306: {
    reason: '(Unused)',
    registration: 'reserved',
    spec: semantics('15.4.7'),
    aliases: ['Switch Proxy'],
    keywords: ['proxy'],
    description: 'Reserved and must not be used. An early HTTP/1.1 draft gave it the meaning "Switch Proxy", which was never adopted.',
  },
  307: {
    reason: 'Temporary Redirect',
    spec: semantics('15.4.8'),
    headers: ['Location'],
    keywords: ['redirect', 'temporary', 'same method', 'hsts'],
    description:
      'The resource is temporarily at the URL in Location; the client must repeat the request there with the same method and body, and keep using the original URL afterwards.',
  },
  308: {
    reason: 'Permanent Redirect',
    spec: semantics('15.4.9'),
    cacheable: true,
    headers: ['Location'],
    keywords: ['redirect', 'permanent', 'same method', 'moved'],
    description:
      'The resource has a new permanent URL, given in Location; the client must repeat the request there with the same method and body and should update its links. First defined in RFC 7538.',
  },

  // 4xx Client Error
  400: {
    reason: 'Bad Request',
    spec: semantics('15.5.1'),
    keywords: ['invalid', 'malformed', 'syntax', 'validation', 'bad input'],
    description:
      'The server will not process the request because of something it sees as a client error: malformed syntax, invalid framing, a bad parameter or a deceptive routing request.',
  },
  401: {
    reason: 'Unauthorized',
    spec: semantics('15.5.2'),
    headers: ['WWW-Authenticate', 'Authorization'],
    keywords: ['unauthenticated', 'login', 'authentication', 'credentials', 'token', 'auth', 'not logged in'],
    description:
      'The request has no valid credentials for the resource. The response must carry WWW-Authenticate saying how to authenticate. Despite the name it means "not authenticated"; for "authenticated but not allowed" use 403.',
  },
  402: {
    reason: 'Payment Required',
    spec: semantics('15.5.3'),
    keywords: ['payment', 'billing', 'subscription', 'quota'],
    description:
      'Reserved for future use by HTTP. Some APIs use it when a payment failed, a subscription lapsed or a paid quota is exhausted.',
  },
  403: {
    reason: 'Forbidden',
    spec: semantics('15.5.4'),
    keywords: ['permission', 'access denied', 'not allowed', 'authorization', 'forbidden'],
    description:
      'The server understood the request but refuses it: the client lacks permission, and authenticating (again) will not change that. A server may answer 404 instead to hide that the resource exists.',
  },
  404: {
    reason: 'Not Found',
    spec: semantics('15.5.5'),
    cacheable: true,
    keywords: ['missing', 'does not exist', 'broken link', 'no such'],
    description:
      'The server has no current representation for the requested URL, or will not reveal that it has one. It does not say whether the absence is temporary or permanent (410 says permanent).',
  },
  405: {
    reason: 'Method Not Allowed',
    spec: semantics('15.5.6'),
    cacheable: true,
    headers: ['Allow'],
    keywords: ['method', 'verb', 'get', 'post', 'put', 'delete'],
    description:
      'The resource exists but does not support the request method (for example DELETE on a read-only resource). The response must list the supported methods in Allow.',
  },
  406: {
    reason: 'Not Acceptable',
    spec: semantics('15.5.7'),
    headers: ['Accept', 'Accept-Language', 'Accept-Encoding', 'Vary'],
    keywords: ['content negotiation', 'accept', 'format'],
    description:
      'Content negotiation failed: no representation matches the Accept, Accept-Language or Accept-Encoding headers of the request. Most servers send a default representation instead.',
  },
  407: {
    reason: 'Proxy Authentication Required',
    spec: semantics('15.5.8'),
    headers: ['Proxy-Authenticate', 'Proxy-Authorization'],
    keywords: ['proxy', 'auth', 'authentication', 'credentials'],
    description: 'Like 401, but the client must first authenticate with the proxy in between; Proxy-Authenticate says how.',
  },
  408: {
    reason: 'Request Timeout',
    spec: semantics('15.5.9'),
    headers: ['Connection'],
    keywords: ['timeout', 'slow client', 'idle', 'timed out'],
    description:
      'The server did not receive a complete request in the time it was prepared to wait and closes the connection. The client may send the request again on a new connection.',
  },
  409: {
    reason: 'Conflict',
    spec: semantics('15.5.10'),
    keywords: ['conflict', 'duplicate', 'already exists', 'version', 'concurrent edit'],
    description:
      'The request conflicts with the current state of the resource, e.g. an update based on an outdated version or a duplicate unique key. The body should say enough for the client to resolve it and retry.',
  },
  410: {
    reason: 'Gone',
    spec: semantics('15.5.11'),
    cacheable: true,
    keywords: ['deleted', 'removed', 'permanently', 'no longer available'],
    description:
      'The resource was deliberately removed, will not come back and has no forwarding address. Clients and search engines should drop links to it. When unsure whether it is permanent, use 404.',
  },
  411: {
    reason: 'Length Required',
    spec: semantics('15.5.12'),
    headers: ['Content-Length'],
    keywords: ['content length', 'chunked'],
    description: 'The server refuses a request whose body has no Content-Length header. The client may retry with one.',
  },
  412: {
    reason: 'Precondition Failed',
    spec: semantics('15.5.13'),
    headers: ['If-Match', 'If-Unmodified-Since', 'If-None-Match', 'ETag'],
    keywords: ['conditional', 'optimistic locking', 'etag', 'lost update'],
    description:
      'A condition in the request headers (If-Match, If-Unmodified-Since…) was false, typically because the resource changed since the client read it. Used for optimistic concurrency control.',
  },
  413: {
    reason: 'Content Too Large',
    spec: semantics('15.5.14'),
    headers: ['Retry-After'],
    aliases: ['Payload Too Large', 'Request Entity Too Large'],
    keywords: ['upload too big', 'file too large', 'body size', 'max size'],
    description:
      'The request body is larger than the server is willing to process (e.g. an upload over the size limit). The server may close the connection; if the limit is temporary it can send Retry-After.',
  },
  414: {
    reason: 'URI Too Long',
    spec: semantics('15.5.15'),
    cacheable: true,
    aliases: ['Request-URI Too Long'],
    keywords: ['url too long', 'query string', 'long url'],
    description:
      'The request URI is longer than the server will interpret: usually a GET carrying too much data in its query string (send it as a POST body), or a redirect loop that keeps growing the URL.',
  },
  415: {
    reason: 'Unsupported Media Type',
    spec: semantics('15.5.16'),
    headers: ['Content-Type', 'Content-Encoding', 'Accept-Encoding', 'Accept-Post', 'Accept-Patch'],
    keywords: ['content type', 'media type', 'mime', 'format', 'json', 'xml'],
    description:
      "The request body's format (Content-Type) or content coding (Content-Encoding) is not supported by the resource, e.g. XML sent to a JSON-only endpoint.",
  },
  416: {
    reason: 'Range Not Satisfiable',
    spec: semantics('15.5.17'),
    headers: ['Content-Range', 'Range'],
    aliases: ['Requested Range Not Satisfiable'],
    keywords: ['range', 'byte range', 'out of range'],
    description:
      'None of the ranges in the Range header overlaps the resource (e.g. a start past the end of the file). Content-Range: bytes */length tells the client the actual size.',
  },
  417: {
    reason: 'Expectation Failed',
    spec: semantics('15.5.18'),
    headers: ['Expect'],
    keywords: ['expect', '100-continue'],
    description: 'The server (or a proxy) cannot meet the expectation in the Expect request header, in practice "100-continue".',
  },
  418: {
    reason: "I'm a teapot",
    registration: 'reserved',
    spec: ['RFC 9110, Section 15.5.19 (reserved as "(Unused)"); RFC 2324, Section 2.3.2', 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.19'],
    aliases: ["I'm a Teapot", '(Unused)'],
    keywords: ['teapot', 'coffee', 'htcpcp', 'april fools', 'joke', 'easter egg'],
    description:
      "An April Fools' joke from the Hyper Text Coffee Pot Control Protocol (RFC 2324): a teapot refuses to brew coffee. It has no HTTP meaning; the registry reserves it as \"(Unused)\" because so many servers implement it as an easter egg.",
  },
  421: {
    reason: 'Misdirected Request',
    spec: semantics('15.5.20'),
    keywords: ['http2', 'connection reuse', 'sni', 'wrong server', 'coalescing'],
    description:
      'The request reached a server that cannot answer for its scheme and host, typically because an HTTP/2 or HTTP/3 connection was reused for another host name. The client may retry on a new connection.',
  },
  422: {
    reason: 'Unprocessable Content',
    spec: semantics('15.5.21'),
    aliases: ['Unprocessable Entity'],
    keywords: ['validation', 'invalid data', 'semantic error', 'webdav'],
    description:
      'The request is well-formed and its media type supported, but its content is semantically invalid, e.g. JSON that fails validation. Common for API validation errors; first defined by WebDAV (RFC 4918).',
  },
  423: {
    reason: 'Locked',
    spec: rfc(4918, '11.3'),
    keywords: ['webdav', 'lock'],
    description: 'WebDAV: the resource is locked (by a LOCK of another client), so it cannot be changed now.',
  },
  424: {
    reason: 'Failed Dependency',
    spec: rfc(4918, '11.4'),
    keywords: ['webdav', 'dependency'],
    description: 'WebDAV: the action could not be done because another action it depended on failed, e.g. one part of a PROPPATCH.',
  },
  425: {
    reason: 'Too Early',
    spec: rfc(8470, '5.2'),
    headers: ['Early-Data'],
    keywords: ['tls', 'early data', '0-rtt', 'replay'],
    description:
      'The server will not process a request sent in TLS 1.3 early data (0-RTT) because it could be replayed; the client should retry once the handshake is complete.',
  },
  426: {
    reason: 'Upgrade Required',
    spec: semantics('15.5.22'),
    headers: ['Upgrade', 'Connection'],
    keywords: ['upgrade', 'protocol', 'tls', 'version'],
    description:
      'The server refuses the request over the current protocol but would accept it after the client switches to the protocol named in the Upgrade header.',
  },
  428: {
    reason: 'Precondition Required',
    spec: rfc(6585, '3'),
    headers: ['If-Match', 'If-Unmodified-Since'],
    keywords: ['conditional', 'lost update', 'optimistic locking'],
    description:
      'The server requires the request to be conditional (If-Match…), so that a client cannot overwrite changes made by someone else since it read the resource (the "lost update" problem).',
  },
  429: {
    reason: 'Too Many Requests',
    spec: rfc(6585, '4'),
    headers: ['Retry-After'],
    keywords: ['rate limit', 'rate limiting', 'throttle', 'throttling', 'quota', 'too many'],
    description:
      'The client sent too many requests in a given time (rate limiting). Retry-After tells it how long to wait; the body may explain the limit. Servers under load may also just drop excess requests.',
  },
  431: {
    reason: 'Request Header Fields Too Large',
    spec: rfc(6585, '5'),
    keywords: ['header too large', 'cookie too large', 'headers'],
    description:
      'The request headers are too large, either all together or one of them (often an oversized Cookie). The client may retry with smaller headers.',
  },
  451: {
    reason: 'Unavailable For Legal Reasons',
    spec: rfc(7725, '3'),
    cacheable: true,
    headers: ['Link'],
    keywords: ['legal', 'censorship', 'court order', 'blocked', 'gdpr', 'takedown', 'dmca'],
    description:
      'Access is denied because of a legal demand, such as a court order or government censorship. The body should explain; a Link header with rel="blocked-by" can identify who is blocking.',
  },

  // 5xx Server Error
  500: {
    reason: 'Internal Server Error',
    spec: semantics('15.6.1'),
    keywords: ['crash', 'exception', 'bug', 'server error', 'generic error'],
    description:
      'Generic server failure: an unexpected condition, often an unhandled exception or a misconfiguration, kept the server from fulfilling the request.',
  },
  501: {
    reason: 'Not Implemented',
    spec: semantics('15.6.2'),
    cacheable: true,
    keywords: ['unsupported method', 'not supported', 'unknown method'],
    description:
      'The server does not support the functionality the request needs, e.g. a method it does not recognise for any resource. Unlike most errors it is cacheable by default.',
  },
  502: {
    reason: 'Bad Gateway',
    spec: semantics('15.6.3'),
    keywords: ['proxy', 'upstream', 'gateway', 'reverse proxy', 'nginx', 'load balancer'],
    description:
      'A gateway or proxy received an invalid response from the upstream server it forwarded the request to (connection refused, crashed process, malformed reply).',
  },
  503: {
    reason: 'Service Unavailable',
    spec: semantics('15.6.4'),
    headers: ['Retry-After'],
    keywords: ['maintenance', 'overloaded', 'down', 'unavailable', 'capacity'],
    description:
      'The server is temporarily unable to handle the request, because of overload or scheduled maintenance. Retry-After may say when to try again.',
  },
  504: {
    reason: 'Gateway Timeout',
    spec: semantics('15.6.5'),
    keywords: ['timeout', 'upstream', 'proxy', 'gateway', 'timed out', 'slow'],
    description: 'A gateway or proxy did not get a response from the upstream server in time.',
  },
  505: {
    reason: 'HTTP Version Not Supported',
    spec: semantics('15.6.6'),
    keywords: ['version', 'protocol'],
    description: 'The server does not support, or refuses to support, the major HTTP version used in the request.',
  },
  506: {
    reason: 'Variant Also Negotiates',
    spec: rfc(2295, '8.1'),
    keywords: ['content negotiation', 'misconfiguration'],
    description:
      'Transparent content negotiation is misconfigured: the variant chosen is itself set up to negotiate, which would loop. Rarely seen.',
  },
  507: {
    reason: 'Insufficient Storage',
    spec: rfc(4918, '11.5'),
    keywords: ['webdav', 'disk full', 'quota', 'storage'],
    description: 'WebDAV: the server cannot store what it needs to complete the request, e.g. the disk or quota is full.',
  },
  508: {
    reason: 'Loop Detected',
    spec: rfc(5842, '7.2'),
    headers: ['Depth'],
    keywords: ['webdav', 'loop', 'infinite'],
    description: 'WebDAV bindings: the server stopped an operation with "Depth: infinity" because it ran into an infinite loop of bindings.',
  },
  510: {
    reason: 'Not Extended',
    registration: 'obsolete',
    spec: rfc(2774, '7'),
    keywords: ['extension'],
    description:
      'From the experimental HTTP Extension Framework (RFC 2774): the request lacks an extension declaration the server requires. Marked obsolete in the registry since that framework was moved to historic status.',
  },
  511: {
    reason: 'Network Authentication Required',
    spec: rfc(6585, '6'),
    keywords: ['captive portal', 'wifi', 'hotspot', 'login', 'network login', 'auth'],
    description:
      'A captive portal (hotel or airport Wi-Fi) intercepted the request: the client must log in to the network first, usually through a page linked from the body. Origin servers never send it.',
  },

  // Unofficial codes in wide use
  419: {
    reason: 'Page Expired',
    registration: 'unofficial',
    spec: unofficial('Laravel'),
    keywords: ['csrf', 'token', 'session expired', 'laravel', 'form'],
    description: 'Laravel: the CSRF token of a submitted form is missing or expired, usually because the session timed out. Reload the form and submit again.',
  },
  420: {
    reason: 'Enhance Your Calm',
    registration: 'unofficial',
    spec: unofficial('Twitter API v1 (historic); Spring Framework used it for "Method Failure"'),
    aliases: ['Method Failure'],
    keywords: ['rate limit', 'twitter', 'spring'],
    description: 'Rate limiting in the old Twitter API, before 429 existed. Spring Framework once used 420 for "Method Failure". Use 429 instead.',
  },
  440: {
    reason: 'Login Time-out',
    registration: 'unofficial',
    spec: unofficial('Microsoft IIS'),
    keywords: ['session expired', 'iis', 'microsoft', 'login', 'timeout'],
    description: "Microsoft IIS / Exchange: the client's session expired and it must log in again.",
  },
  444: {
    reason: 'No Response',
    registration: 'unofficial',
    spec: unofficial('nginx'),
    aliases: ['Connection Closed Without Response'],
    keywords: ['nginx', 'drop', 'close connection', 'blocked'],
    description:
      'nginx: close the connection without sending any response, used in configuration to drop unwanted requests. Clients never see it; it appears in the access log.',
  },
  449: {
    reason: 'Retry With',
    registration: 'unofficial',
    spec: unofficial('Microsoft IIS'),
    keywords: ['iis', 'microsoft', 'retry'],
    description: 'Microsoft: the request should be retried after the client supplies the information or takes the action named in the response.',
  },
  450: {
    reason: 'Blocked by Windows Parental Controls',
    registration: 'unofficial',
    spec: unofficial('Microsoft'),
    keywords: ['parental controls', 'windows', 'blocked'],
    description: 'Microsoft: Windows Parental Controls blocked access to the requested page.',
  },
  460: {
    reason: 'Client Closed Connection (AWS)',
    registration: 'unofficial',
    spec: unofficial('AWS Elastic Load Balancing'),
    keywords: ['aws', 'elb', 'alb', 'load balancer', 'client closed'],
    description: 'AWS Application Load Balancer: the client closed the connection before the load balancer idle timeout elapsed. Logged by the load balancer.',
  },
  463: {
    reason: 'Too Many Forwarded IPs (AWS)',
    registration: 'unofficial',
    spec: unofficial('AWS Elastic Load Balancing'),
    headers: ['X-Forwarded-For'],
    keywords: ['aws', 'elb', 'alb', 'load balancer', 'x-forwarded-for'],
    description: 'AWS Application Load Balancer: the X-Forwarded-For header of the request lists more than 30 IP addresses.',
  },
  494: {
    reason: 'Request Header Too Large',
    registration: 'unofficial',
    spec: unofficial('nginx'),
    keywords: ['nginx', 'header too large', 'cookie'],
    description: 'nginx: the request headers (or one header line) exceed the configured buffers. The standard code for this is 431.',
  },
  495: {
    reason: 'SSL Certificate Error',
    registration: 'unofficial',
    spec: unofficial('nginx'),
    keywords: ['nginx', 'client certificate', 'mtls', 'ssl', 'tls'],
    description: 'nginx: the client presented a TLS client certificate that failed verification.',
  },
  496: {
    reason: 'SSL Certificate Required',
    registration: 'unofficial',
    spec: unofficial('nginx'),
    keywords: ['nginx', 'client certificate', 'mtls', 'ssl', 'tls'],
    description: 'nginx: a TLS client certificate is required but the client did not present one.',
  },
  497: {
    reason: 'HTTP Request Sent to HTTPS Port',
    registration: 'unofficial',
    spec: unofficial('nginx'),
    keywords: ['nginx', 'https', 'plain http', 'wrong port'],
    description: 'nginx: a plain-HTTP request arrived on a port that expects HTTPS.',
  },
  498: {
    reason: 'Invalid Token',
    registration: 'unofficial',
    spec: unofficial('Esri ArcGIS'),
    keywords: ['arcgis', 'esri', 'token expired', 'token'],
    description: 'Esri ArcGIS Server: the access token is expired or otherwise invalid.',
  },
  499: {
    reason: 'Client Closed Request',
    registration: 'unofficial',
    spec: unofficial('nginx; Esri ArcGIS uses it for "Token Required"'),
    aliases: ['Token Required'],
    keywords: ['nginx', 'client closed', 'cancelled', 'aborted', 'disconnect'],
    description:
      'nginx: the client closed the connection before the server sent its response (for example a user navigating away or a client-side timeout). Only seen in logs. Esri ArcGIS uses 499 for "Token Required".',
  },
  509: {
    reason: 'Bandwidth Limit Exceeded',
    registration: 'unofficial',
    spec: unofficial('Apache bandwidth modules / cPanel hosting'),
    keywords: ['bandwidth', 'hosting', 'traffic limit', 'cpanel'],
    description: 'Shared hosting (Apache bandwidth modules, cPanel): the site used up its bandwidth allowance for the period.',
  },
  520: {
    reason: 'Web Server Returned an Unknown Error',
    registration: 'unofficial',
    spec: unofficial('Cloudflare'),
    keywords: ['cloudflare', 'origin', 'unknown error', 'empty response'],
    description: 'Cloudflare: the origin server returned an empty, unknown or unexpected response.',
  },
  521: {
    reason: 'Web Server Is Down',
    registration: 'unofficial',
    spec: unofficial('Cloudflare'),
    keywords: ['cloudflare', 'origin down', 'connection refused'],
    description: 'Cloudflare: the origin server refused the connection.',
  },
  522: {
    reason: 'Connection Timed Out',
    registration: 'unofficial',
    spec: unofficial('Cloudflare'),
    keywords: ['cloudflare', 'timeout', 'origin', 'tcp'],
    description: 'Cloudflare: the TCP connection to the origin server timed out.',
  },
  523: {
    reason: 'Origin Is Unreachable',
    registration: 'unofficial',
    spec: unofficial('Cloudflare'),
    keywords: ['cloudflare', 'origin', 'dns', 'routing', 'unreachable'],
    description: 'Cloudflare: the origin server could not be reached, e.g. because of a DNS or routing problem.',
  },
  524: {
    reason: 'A Timeout Occurred',
    registration: 'unofficial',
    spec: unofficial('Cloudflare'),
    keywords: ['cloudflare', 'timeout', 'origin', 'slow'],
    description: 'Cloudflare: the connection to the origin succeeded but it did not send an HTTP response in time (100 seconds by default).',
  },
  525: {
    reason: 'SSL Handshake Failed',
    registration: 'unofficial',
    spec: unofficial('Cloudflare'),
    keywords: ['cloudflare', 'ssl', 'tls', 'handshake', 'origin'],
    description: 'Cloudflare: the TLS handshake with the origin server failed.',
  },
  526: {
    reason: 'Invalid SSL Certificate',
    registration: 'unofficial',
    spec: unofficial('Cloudflare'),
    keywords: ['cloudflare', 'ssl', 'tls', 'certificate', 'origin'],
    description: "Cloudflare: the origin server's TLS certificate could not be validated (Full (strict) mode).",
  },
  527: {
    reason: 'Railgun Error',
    registration: 'unofficial',
    spec: unofficial('Cloudflare (discontinued Railgun service)'),
    keywords: ['cloudflare', 'railgun'],
    description: 'Cloudflare: the connection between Cloudflare and the Railgun listener at the origin failed. Railgun has been discontinued.',
  },
  530: {
    reason: 'Site Is Frozen',
    registration: 'unofficial',
    spec: unofficial('Pantheon; Cloudflare also sends it with its 1xxx errors'),
    keywords: ['pantheon', 'frozen', 'inactive site', 'cloudflare', '1xxx error', 'origin dns'],
    description:
      'Pantheon: the site was frozen for inactivity. Cloudflare also answers 530 together with one of its 1xxx errors (such as a DNS failure for the origin); the page body names that error.',
  },
  598: {
    reason: 'Network Read Timeout Error',
    registration: 'unofficial',
    spec: unofficial('some HTTP proxies'),
    keywords: ['proxy', 'timeout', 'read timeout'],
    description: 'Used by some proxies to signal a read timeout behind the proxy toward the client. Prefer 504.',
  },
  599: {
    reason: 'Network Connect Timeout Error',
    registration: 'unofficial',
    spec: unofficial('some HTTP proxies'),
    keywords: ['proxy', 'timeout', 'connect timeout'],
    description: 'Used by some proxies to signal a connection timeout behind the proxy toward the client. Prefer 504.',
  },
};

const CLASS_NAMES = ['', 'Informational', 'Successful', 'Redirection', 'Client Error', 'Server Error'] as const;

export const ENTRIES: readonly StatusEntry[] = Object.entries(TABLE)
  .map(([code, row]) => {
    const n = Number(code);
    const entry: StatusEntry = {
      code: n,
      reason: row.reason,
      class: `${Math.floor(n / 100)}xx`,
      className: CLASS_NAMES[Math.floor(n / 100)]!,
      registration: row.registration ?? 'registered',
      description: row.description,
      spec: row.spec[0],
      cacheableByDefault: row.cacheable ?? false,
      headers: row.headers ?? [],
      aliases: row.aliases ?? [],
    };
    if (row.spec[1]) entry.specUrl = row.spec[1];
    return entry;
  })
  .sort((a, b) => a.code - b.code);

const BY_CODE = new Map(ENTRIES.map((e) => [e.code, e]));

// ---------------------------------------------------------------------------
// Search: every query word must match a word of the entry (exactly, as a
// prefix, or within a small edit distance); matches in the reason phrase weigh
// most, then aliases, keywords, header names and the description.

const STOP_WORDS = new Set(['a', 'an', 'the', 'is', 'of', 'to', 'for', 'http', 'status', 'code', 'codes', 'response', 'error', 'when', 'what']);

function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function words(text: string): string[] {
  const normalized = normalize(text);
  return normalized ? normalized.split(' ') : [];
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How well one query word matches a list of words: 1 exact, 0.5 prefix, 0.4 near miss, 0 none. */
function wordMatch(word: string, candidates: readonly string[]): number {
  let best = 0;
  const tolerance = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
  for (const c of candidates) {
    if (c === word) return 1;
    if (word.length >= 3 && c.startsWith(word)) best = 0.5;
    else if (tolerance && best < 0.4 && editDistance(word, c, tolerance) <= tolerance) best = 0.4;
  }
  return best;
}

interface Indexed {
  entry: StatusEntry;
  reason: string;
  aliases: string[];
  headers: string[];
  fields: Array<[weight: number, words: string[]]>;
}

const INDEX: Indexed[] = ENTRIES.map((entry) => {
  const row = TABLE[entry.code]!;
  return {
    entry,
    reason: normalize(entry.reason),
    aliases: entry.aliases.map(normalize),
    headers: entry.headers.map(normalize),
    fields: [
      [40, [String(entry.code)]],
      [30, words(entry.reason)],
      [25, entry.aliases.flatMap(words)],
      [20, (row.keywords ?? []).flatMap(words)],
      [10, entry.headers.flatMap(words)],
      [4, words(entry.description)],
    ],
  };
});

function search(query: string): StatusEntry[] {
  const phrase = normalize(query);
  let terms = words(query).filter((w) => !STOP_WORDS.has(w));
  if (terms.length === 0) terms = words(query);
  if (terms.length === 0) return [];
  const scored = INDEX.map(({ entry, reason, aliases, headers, fields }) => {
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      let best = 0;
      for (const [weight, list] of fields) best = Math.max(best, weight * wordMatch(term, list));
      if (best > 0) matched++;
      score += best;
    }
    if (phrase === reason) score += 1000;
    else if (aliases.includes(phrase)) score += 900;
    else if (phrase.includes(' ') && ` ${reason} `.includes(` ${phrase} `)) score += 200; // words in sequence
    if (headers.includes(phrase)) score += 100; // a header name: the codes that use it
    if (entry.registration !== 'unofficial') score += 1;
    return { entry, score, matched };
  });
  // every word must match; if no entry matches them all, rank those matching the most
  const most = Math.max(...scored.map((s) => s.matched));
  if (most === 0) return [];
  const candidates = scored.filter((s) => s.matched === most);
  // drop weak matches (a word seen only in some description) when there are strong ones
  const best = Math.max(...candidates.map((s) => s.score));
  return candidates
    .filter((s) => s.score >= best / 4)
    .sort((a, b) => b.score - a.score || a.entry.code - b.entry.code)
    .slice(0, 10)
    .map((s) => s.entry);
}

/** Registered codes of the same class closest to `code` (for an unassigned code). */
function nearest(code: number): StatusEntry[] {
  const cls = Math.floor(code / 100);
  return ENTRIES.filter((e) => Math.floor(e.code / 100) === cls && e.registration !== 'unofficial')
    .sort((a, b) => Math.abs(a.code - code) - Math.abs(b.code - code) || a.code - b.code)
    .slice(0, 3)
    .sort((a, b) => a.code - b.code);
}

function firstSentence(text: string): string {
  const end = text.search(/(?<!\b(?:e\.g|i\.e))\.(?:\s|$)/);
  const sentence = end === -1 ? text : text.slice(0, end);
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

function line(e: StatusEntry): string {
  const flag = e.registration === 'registered' ? '' : `, ${e.registration}`;
  return `${e.code} ${e.reason} (${e.class} ${e.className}${flag})`;
}

export default defineTool(definition, (params) => {
  const query = params.query.trim();

  if (/^\d+$/.test(query)) {
    const code = Number(query);
    if (query.length !== 3 || code < 100 || code > 599)
      return failure(
        'INVALID_INPUT',
        `"${query}" is not an HTTP status code: codes are three-digit numbers from 100 to 599. To list a class, send 1xx–5xx; to search, send words such as "not found".`,
      );
    const entry = BY_CODE.get(code);
    if (entry) return success({ query, kind: 'code', found: true, summary: `${line(entry)}: ${firstSentence(entry.description)}.`, results: [entry] });
    const cls = Math.floor(code / 100);
    const results = nearest(code);
    return success({
      query,
      kind: 'code',
      found: false,
      summary: `${code} is not a registered or commonly used status code. As a ${cls}xx (${CLASS_NAMES[cls]}) code, a client that does not know it must treat it like ${cls}00 (RFC 9110, Section 15). Nearest known: ${results.map((e) => e.code).join(', ')}.`,
      results,
    });
  }

  const classMatch = /^([0-9])(?:xx|\*\*)$/i.exec(query);
  if (classMatch) {
    const cls = Number(classMatch[1]);
    if (cls < 1 || cls > 5) return failure('INVALID_INPUT', `There is no ${query} class: HTTP status classes are 1xx to 5xx.`);
    const results = ENTRIES.filter((e) => Math.floor(e.code / 100) === cls);
    const official = results.filter((e) => e.registration !== 'unofficial').length;
    return success({
      query,
      kind: 'class',
      found: true,
      summary: `${cls}xx ${CLASS_NAMES[cls]}: ${results.length} codes (${official} in the IANA registry, ${results.length - official} unofficial).`,
      results,
    });
  }

  const results = search(query);
  const summary =
    results.length === 0
      ? `No status code matches "${query}". Try a code (404), a class (4xx) or other words.`
      : `${results.length} match${results.length === 1 ? '' : 'es'} for "${query}": ${results
          .slice(0, 3)
          .map((e) => `${e.code} ${e.reason}`)
          .join(', ')}${results.length > 3 ? ', …' : ''}.`;
  return success({ query, kind: 'search', found: results.length > 0, summary, results });
});
