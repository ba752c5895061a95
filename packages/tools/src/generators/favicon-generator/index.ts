import { bytesToBase64, defineTool, failure, success } from '@ctp/core';
import { loadImage } from '../../_shared/image-tool.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const sizes = [...new Set(params.sizes.split(',').map((s) => Number(s.trim())))].sort((a, b) => a - b);
  const bad = sizes.find((s) => !(s >= 1 && s <= 256));
  if (bad !== undefined) return failure('INVALID_INPUT', `The size ${bad} is outside 1–256 pixels, the range an .ico entry can hold.`);
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  const { resize } = await import('../../_shared/image-ops.js');
  const { encodeImage } = await import('../../_shared/image-codec.js');
  const side = Math.max(loaded.image.width, loaded.image.height);
  const square = params.fit === 'cover' ? resize(loaded.image, Math.min(loaded.image.width, loaded.image.height), Math.min(loaded.image.width, loaded.image.height), 'cover') : resize(loaded.image, side, side, 'contain');
  const ico = await encodeImage(square, 'ico', { icoSizes: sizes });
  const png = async (n: number) => bytesToBase64(await encodeImage(resize(square, n, n, 'fill'), 'png'));
  const extras = params.extras;
  const html = [
    `<link rel="icon" href="/favicon.ico" sizes="${sizes.length === 1 ? `${sizes[0]}x${sizes[0]}` : 'any'}">`,
    ...(extras ? ['<link rel="apple-touch-icon" href="/apple-touch-icon.png">', '<link rel="manifest" href="/site.webmanifest"> <!-- icons: /icon-192.png, /icon-512.png -->'] : []),
  ].join('\n');
  return success({
    ico: bytesToBase64(ico),
    sizes,
    size: ico.length,
    appleTouchIcon: extras ? await png(180) : null,
    icon192: extras ? await png(192) : null,
    icon512: extras ? await png(512) : null,
    html,
  });
});
