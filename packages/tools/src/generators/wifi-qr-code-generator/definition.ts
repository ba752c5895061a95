import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'wifi-qr-code-generator',
  name: 'Wi-Fi QR Code Generator',
  description:
    'Make a QR code that joins a Wi-Fi network when scanned with an Android or iPhone camera. Builds the WIFI: payload (ZXing format) from the network name, password, security (WPA/WPA2/WPA3, WEP or open) and hidden flag, escaping \\ ; , : and " correctly, and renders it as SVG and an SVG data: URL. Checks WPA passphrase length (8–63 characters or 64 hex digits) and the 32-byte SSID limit.',
  category: 'generators',
  display: { svg: { as: 'image', mediaType: 'image/svg+xml', label: 'QR code' }, dataUrl: 'hidden' },
  tags: ['qr-code', 'wifi', 'network', 'svg'],
  keywords: ['wifi qr', 'wi-fi qr code', 'wlan qr', 'share wifi password', 'guest wifi', 'WIFI:T:WPA', 'network qr', 'ssid', 'wpa2', 'wpa3', 'scan to connect'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    { name: 'ssid', type: 'text', label: 'Network name (SSID)', description: 'The Wi-Fi network name, exactly as broadcast (case-sensitive, at most 32 bytes).', required: true, placeholder: 'Cafe Guest', validation: { maxLength: 32 } },
    {
      name: 'security', type: 'select', label: 'Security', description: 'Encryption of the network; WPA, WPA2 and WPA3 are all written as T:WPA.', required: false, defaultValue: 'WPA2',
      options: [
        { value: 'WPA', label: 'WPA' },
        { value: 'WPA2', label: 'WPA2' },
        { value: 'WPA3', label: 'WPA3' },
        { value: 'WEP', label: 'WEP (obsolete)' },
        { value: 'nopass', label: 'None (open network)' },
      ],
    },
    {
      name: 'password', type: 'text', label: 'Password', description: 'The network password (8–63 characters for WPA; 5 or 13 characters or 10 or 26 hex digits for WEP).', required: false, validation: { maxLength: 64 },
      dependsOn: [{ field: 'security', condition: 'notEquals', value: 'nopass' }],
    },
    { name: 'hidden', type: 'boolean', label: 'Hidden network', description: 'The network does not broadcast its name (adds H:true).', required: false, defaultValue: false },
    {
      name: 'errorCorrectionLevel', type: 'select', label: 'Error correction', description: 'How much damage the printed code tolerates; higher makes it denser.', required: false, defaultValue: 'M', group: 'advanced',
      options: [{ value: 'L', label: 'L (~7%)' }, { value: 'M', label: 'M (~15%)' }, { value: 'Q', label: 'Q (~25%)' }, { value: 'H', label: 'H (~30%)' }],
    },
    { name: 'margin', type: 'number', label: 'Margin (modules)', description: 'Quiet zone around the code (0–16 modules; 4 is standard).', required: false, defaultValue: 4, validation: { min: 0, max: 16, step: 1 }, group: 'advanced' },
    { name: 'scale', type: 'number', label: 'Pixels per module', description: 'Size of one module in pixels (1–50).', required: false, defaultValue: 8, validation: { min: 1, max: 50, step: 1 }, group: 'advanced' },
  ],
  outputDescription: 'The WIFI: payload, the QR code as SVG markup and as a data: URL, and its version and size.',
  outputSchema: {
    type: 'object',
    properties: {
      payload: { type: 'string', pattern: '^WIFI:', description: 'The text encoded in the QR code.' },
      svg: { type: 'string', pattern: '^<svg ', description: 'The QR code as a standalone SVG document.' },
      dataUrl: { type: 'string', pattern: '^data:image/svg\\+xml;base64,', description: 'The SVG as a base64 data: URL.' },
      version: { type: 'integer', minimum: 1, maximum: 40, description: 'QR version (1–40).' },
      modules: { type: 'integer', minimum: 21, maximum: 177, description: 'Modules per side, without the margin.' },
      width: { type: 'integer', description: 'Width and height of the SVG in pixels.' },
    },
    required: ['payload', 'svg', 'dataUrl', 'version', 'modules', 'width'],
    additionalProperties: false,
  },
  primaryOutput: 'svg',
  example: {
    input: { ssid: 'Cafe;Guest', password: 'p@ss:word,1', security: 'WPA2', scale: 4 },
    output: {
      payload: 'WIFI:T:WPA;S:Cafe\\;Guest;P:p@ss\\:word\\,1;;',
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="148" height="148" viewBox="0 0 37 37" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h37v37H0z"/><path stroke="#000000" d="M4 4.5h7m2 0h1m1 0h1m3 0h2m1 0h1m1 0h1m1 0h7M4 5.5h1m5 0h1m4 0h1m1 0h1m2 0h3m1 0h1m1 0h1m5 0h1M4 6.5h1m1 0h3m1 0h1m1 0h2m3 0h1m1 0h3m1 0h2m1 0h1m1 0h3m1 0h1M4 7.5h1m1 0h3m1 0h1m1 0h1m3 0h1m1 0h2m1 0h2m1 0h1m1 0h1m1 0h3m1 0h1M4 8.5h1m1 0h3m1 0h1m1 0h4m3 0h2m2 0h1m2 0h1m1 0h3m1 0h1M4 9.5h1m5 0h1m1 0h1m1 0h1m1 0h2m1 0h1m4 0h1m1 0h1m5 0h1M4 10.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M12 11.5h2m1 0h2m1 0h1m1 0h1m2 0h2M4 12.5h1m1 0h5m2 0h3m3 0h1m2 0h1m1 0h1m1 0h5M4 13.5h3m2 0h1m4 0h3m1 0h1m3 0h1m1 0h1m1 0h1m1 0h2m2 0h1M5 14.5h2m1 0h1m1 0h2m3 0h1m1 0h1m1 0h4m5 0h1m1 0h1m1 0h1M5 15.5h1m1 0h1m1 0h1m1 0h2m2 0h1m1 0h2m1 0h2m1 0h7m2 0h1M5 16.5h2m3 0h1m5 0h2m1 0h4m1 0h2m3 0h4M4 17.5h1m1 0h1m2 0h1m6 0h1m1 0h1m1 0h1m1 0h1m1 0h1m4 0h4M5 18.5h1m2 0h5m3 0h2m3 0h1m2 0h1m2 0h1m2 0h1M5 19.5h2m4 0h1m1 0h2m1 0h3m1 0h1m2 0h4m1 0h3M7 20.5h2m1 0h1m1 0h2m1 0h1m1 0h1m1 0h2m1 0h1m1 0h1m2 0h1m2 0h1M4 21.5h3m1 0h2m1 0h1m4 0h1m1 0h1m1 0h1m1 0h5m1 0h2m1 0h2M4 22.5h1m5 0h4m1 0h2m2 0h2m6 0h2m2 0h1M4 23.5h1m3 0h2m2 0h2m1 0h2m3 0h1m1 0h1m1 0h6m2 0h1M4 24.5h1m1 0h3m1 0h1m2 0h2m4 0h1m2 0h1m1 0h5m1 0h3M12 25.5h1m1 0h2m1 0h1m4 0h3m3 0h3M4 26.5h7m2 0h6m1 0h2m1 0h2m1 0h1m1 0h3M4 27.5h1m5 0h1m1 0h6m6 0h1m3 0h2M4 28.5h1m1 0h3m1 0h1m1 0h1m3 0h1m1 0h2m1 0h8M4 29.5h1m1 0h3m1 0h1m1 0h2m1 0h2m2 0h2m2 0h2m2 0h1m3 0h1M4 30.5h1m1 0h3m1 0h1m1 0h3m1 0h2m2 0h2m8 0h2M4 31.5h1m5 0h1m3 0h1m2 0h4m6 0h1m3 0h2M4 32.5h7m1 0h1m1 0h1m1 0h9m3 0h1m2 0h1"/></svg>',
      dataUrl: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxNDgiIGhlaWdodD0iMTQ4IiB2aWV3Qm94PSIwIDAgMzcgMzciIHNoYXBlLXJlbmRlcmluZz0iY3Jpc3BFZGdlcyI+PHBhdGggZmlsbD0iI2ZmZmZmZiIgZD0iTTAgMGgzN3YzN0gweiIvPjxwYXRoIHN0cm9rZT0iIzAwMDAwMCIgZD0iTTQgNC41aDdtMiAwaDFtMSAwaDFtMyAwaDJtMSAwaDFtMSAwaDFtMSAwaDdNNCA1LjVoMW01IDBoMW00IDBoMW0xIDBoMW0yIDBoM20xIDBoMW0xIDBoMW01IDBoMU00IDYuNWgxbTEgMGgzbTEgMGgxbTEgMGgybTMgMGgxbTEgMGgzbTEgMGgybTEgMGgxbTEgMGgzbTEgMGgxTTQgNy41aDFtMSAwaDNtMSAwaDFtMSAwaDFtMyAwaDFtMSAwaDJtMSAwaDJtMSAwaDFtMSAwaDFtMSAwaDNtMSAwaDFNNCA4LjVoMW0xIDBoM20xIDBoMW0xIDBoNG0zIDBoMm0yIDBoMW0yIDBoMW0xIDBoM20xIDBoMU00IDkuNWgxbTUgMGgxbTEgMGgxbTEgMGgxbTEgMGgybTEgMGgxbTQgMGgxbTEgMGgxbTUgMGgxTTQgMTAuNWg3bTEgMGgxbTEgMGgxbTEgMGgxbTEgMGgxbTEgMGgxbTEgMGgxbTEgMGgxbTEgMGg3TTEyIDExLjVoMm0xIDBoMm0xIDBoMW0xIDBoMW0yIDBoMk00IDEyLjVoMW0xIDBoNW0yIDBoM20zIDBoMW0yIDBoMW0xIDBoMW0xIDBoNU00IDEzLjVoM20yIDBoMW00IDBoM20xIDBoMW0zIDBoMW0xIDBoMW0xIDBoMW0xIDBoMm0yIDBoMU01IDE0LjVoMm0xIDBoMW0xIDBoMm0zIDBoMW0xIDBoMW0xIDBoNG01IDBoMW0xIDBoMW0xIDBoMU01IDE1LjVoMW0xIDBoMW0xIDBoMW0xIDBoMm0yIDBoMW0xIDBoMm0xIDBoMm0xIDBoN20yIDBoMU01IDE2LjVoMm0zIDBoMW01IDBoMm0xIDBoNG0xIDBoMm0zIDBoNE00IDE3LjVoMW0xIDBoMW0yIDBoMW02IDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW00IDBoNE01IDE4LjVoMW0yIDBoNW0zIDBoMm0zIDBoMW0yIDBoMW0yIDBoMW0yIDBoMU01IDE5LjVoMm00IDBoMW0xIDBoMm0xIDBoM20xIDBoMW0yIDBoNG0xIDBoM003IDIwLjVoMm0xIDBoMW0xIDBoMm0xIDBoMW0xIDBoMW0xIDBoMm0xIDBoMW0xIDBoMW0yIDBoMW0yIDBoMU00IDIxLjVoM20xIDBoMm0xIDBoMW00IDBoMW0xIDBoMW0xIDBoMW0xIDBoNW0xIDBoMm0xIDBoMk00IDIyLjVoMW01IDBoNG0xIDBoMm0yIDBoMm02IDBoMm0yIDBoMU00IDIzLjVoMW0zIDBoMm0yIDBoMm0xIDBoMm0zIDBoMW0xIDBoMW0xIDBoNm0yIDBoMU00IDI0LjVoMW0xIDBoM20xIDBoMW0yIDBoMm00IDBoMW0yIDBoMW0xIDBoNW0xIDBoM00xMiAyNS41aDFtMSAwaDJtMSAwaDFtNCAwaDNtMyAwaDNNNCAyNi41aDdtMiAwaDZtMSAwaDJtMSAwaDJtMSAwaDFtMSAwaDNNNCAyNy41aDFtNSAwaDFtMSAwaDZtNiAwaDFtMyAwaDJNNCAyOC41aDFtMSAwaDNtMSAwaDFtMSAwaDFtMyAwaDFtMSAwaDJtMSAwaDhNNCAyOS41aDFtMSAwaDNtMSAwaDFtMSAwaDJtMSAwaDJtMiAwaDJtMiAwaDJtMiAwaDFtMyAwaDFNNCAzMC41aDFtMSAwaDNtMSAwaDFtMSAwaDNtMSAwaDJtMiAwaDJtOCAwaDJNNCAzMS41aDFtNSAwaDFtMyAwaDFtMiAwaDRtNiAwaDFtMyAwaDJNNCAzMi41aDdtMSAwaDFtMSAwaDFtMSAwaDltMyAwaDFtMiAwaDEiLz48L3N2Zz4=',
      version: 3,
      modules: 29,
      width: 148,
    },
    description: 'A WPA2 network whose name and password need escaping.',
  },
  relatedTools: ['qr-code-generator'],
  aiInstructions:
    'Give the SSID and password exactly (case and spaces matter); the tool escapes special characters itself, so do not pre-escape them. WPA, WPA2 and WPA3 all become T:WPA, which phones use for WPA2/WPA3 networks. Use security nopass for open networks. Return svg or dataUrl for display.',
});
