import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'outlook-safelink-decoder',
  name: 'SafeLinks & URL Defense Decoder',
  description:
    'Recover the original URLs from rewritten links: Microsoft Defender / Outlook SafeLinks (safelinks.protection.outlook.com), Proofpoint URL Defense v1, v2 and v3 (urldefense.proofpoint.com, urldefense.com/v3/__…__), Google redirects (google.com/url?q=), Facebook/Instagram l.php links and Slack redirects. Paste one link or a whole email or HTML source: every wrapped link is decoded, nested wrappers layer by layer, and the text comes back with the originals in place. Nothing is fetched.',
  category: 'analyzers',
  tags: ['url', 'security', 'email', 'decode'],
  keywords: [
    'safelinks', 'safe links decoder', 'outlook safelink', 'defender for office 365', 'atp safe links', 'proofpoint', 'urldefense', 'url defense decoder',
    'unwrap url', 'original url', 'google redirect', 'l.facebook.com', 'slack-redir', 'phishing analysis', 'soc',
  ],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    {
      name: 'text', type: 'textarea', label: 'Link or text', description: 'One wrapped link, or text / HTML containing any number of links.', required: true,
      placeholder: 'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2F&data=…', validation: { maxLength: 200_000 },
    },
  ],
  outputDescription: 'The text with each wrapped link replaced by its original, and every wrapped link with its wrapper kinds and the original URL.',
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The input with every wrapped link replaced by the URL inside.' },
      links: {
        type: 'array',
        description: 'Each wrapped link found, in order.',
        items: {
          type: 'object',
          properties: {
            wrapped: { type: 'string', description: 'The link as found.' },
            original: { type: 'string', description: 'The URL inside all wrappers (as far as decoding got).' },
            kind: { type: 'string', enum: ['safelinks', 'proofpoint-v1', 'proofpoint-v2', 'proofpoint-v3', 'google', 'facebook', 'slack'], description: 'The outermost wrapper.' },
            layers: { type: 'array', items: { type: 'string' }, description: 'Every wrapper, outermost first.' },
            error: { type: 'string', description: 'Why a layer could not be decoded (then original is the last decodable URL).' },
          },
          required: ['wrapped', 'original', 'kind', 'layers'],
          additionalProperties: false,
        },
      },
      urlsFound: { type: 'integer', minimum: 0, description: 'How many http(s) URLs the text has, wrapped or not.' },
    },
    required: ['text', 'links', 'urlsFound'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  example: {
    input: {
      text: 'Agenda: https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2Fagenda%3Fweek%3D12&data=05%7C02%7C%7Cabc&reserved=0 and slides https://urldefense.proofpoint.com/v2/url?u=https-3A__example.org_slides-3Fid-3D7&d=DwMF&c=x',
    },
    output: {
      text: 'Agenda: https://example.com/agenda?week=12 and slides https://example.org/slides?id=7',
      links: [
        {
          wrapped: 'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2Fagenda%3Fweek%3D12&data=05%7C02%7C%7Cabc&reserved=0',
          original: 'https://example.com/agenda?week=12',
          kind: 'safelinks',
          layers: [
            'safelinks',
          ],
        },
        {
          wrapped: 'https://urldefense.proofpoint.com/v2/url?u=https-3A__example.org_slides-3Fid-3D7&d=DwMF&c=x',
          original: 'https://example.org/slides?id=7',
          kind: 'proofpoint-v2',
          layers: [
            'proofpoint-v2',
          ],
        },
      ],
      urlsFound: 2,
    },
    description: 'An email line with a SafeLinks and a Proofpoint v2 link.',
  },
  relatedTools: ['url-parser', 'url-defang'],
  aiInstructions:
    'Paste the link or text exactly as copied (HTML &amp; entities are handled). The tool only decodes, it never visits a link, so it is safe for phishing triage; Mimecast and Barracuda links carry no recoverable URL and are not decoded. A link that still looks wrapped after decoding is listed with every layer.',
});
