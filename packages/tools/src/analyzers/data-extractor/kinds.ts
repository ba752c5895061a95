/** Shared by the definition (schemas, options) and the function: a data-only module, so the definition stays cheap to load. */
export const KINDS = ['emails', 'urls', 'domains', 'ipv4', 'ipv6', 'macs', 'md5', 'sha1', 'sha256', 'sha512', 'uuids', 'dates', 'phones', 'creditCards'] as const;
