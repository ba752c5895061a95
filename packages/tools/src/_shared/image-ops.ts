/**
 * Pixel operations on RGBA images for the image tools: resampling (separable filters on
 * premultiplied alpha, widened when shrinking so every source pixel counts, as ImageMagick and
 * Pillow do), crop, rotation (quarter turns exact, other angles bilinear on an enlarged canvas)
 * and flips.
 */
import type { RgbaImage } from './image-codec.js';

export type Kernel = 'nearest' | 'bilinear' | 'bicubic' | 'lanczos3';

const KERNELS: Record<Exclude<Kernel, 'nearest'>, { support: number; f: (x: number) => number }> = {
  bilinear: { support: 1, f: (x) => (x < 1 ? 1 - x : 0) },
  // Catmull-Rom (B = 0, C = 0.5): sharp without ringing much
  bicubic: {
    support: 2,
    f: (x) => (x < 1 ? 1.5 * x ** 3 - 2.5 * x ** 2 + 1 : x < 2 ? -0.5 * x ** 3 + 2.5 * x ** 2 - 4 * x + 2 : 0),
  },
  lanczos3: {
    support: 3,
    f: (x) => {
      if (x === 0) return 1;
      if (x >= 3) return 0;
      const p = Math.PI * x;
      return (3 * Math.sin(p) * Math.sin(p / 3)) / (p * p);
    },
  },
};

type Weights = { start: number; weights: Float64Array }[];

function weightsFor(src: number, dst: number, kernel: Exclude<Kernel, 'nearest'>): Weights {
  const { support, f } = KERNELS[kernel];
  const scale = dst / src;
  const widen = scale < 1 ? 1 / scale : 1;
  const radius = support * widen;
  const out: Weights = [];
  for (let i = 0; i < dst; i++) {
    const center = (i + 0.5) / scale - 0.5;
    const start = Math.max(0, Math.floor(center - radius));
    const end = Math.min(src - 1, Math.ceil(center + radius));
    const weights = new Float64Array(end - start + 1);
    let sum = 0;
    for (let j = start; j <= end; j++) sum += weights[j - start] = f(Math.abs(j - center) / widen);
    if (sum !== 0) for (let k = 0; k < weights.length; k++) weights[k]! /= sum;
    out.push({ start, weights });
  }
  return out;
}

/** Resamples to exactly width × height. */
export function resample(image: RgbaImage, width: number, height: number, kernel: Kernel = 'lanczos3'): RgbaImage {
  const { width: sw, height: sh, data } = image;
  if (kernel === 'nearest') {
    const out = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) {
      const sy = Math.min(sh - 1, Math.floor(((y + 0.5) * sh) / height));
      for (let x = 0; x < width; x++) {
        const sx = Math.min(sw - 1, Math.floor(((x + 0.5) * sw) / width));
        out.set(data.subarray((sy * sw + sx) * 4, (sy * sw + sx) * 4 + 4), (y * width + x) * 4);
      }
    }
    return { width, height, data: out };
  }
  // premultiplied float pixels, so transparent pixels do not bleed their colour into edges
  const pre = new Float32Array(sw * sh * 4);
  for (let i = 0; i < sw * sh; i++) {
    const a = data[i * 4 + 3]! / 255;
    pre[i * 4] = data[i * 4]! * a;
    pre[i * 4 + 1] = data[i * 4 + 1]! * a;
    pre[i * 4 + 2] = data[i * 4 + 2]! * a;
    pre[i * 4 + 3] = data[i * 4 + 3]!;
  }
  const wx = weightsFor(sw, width, kernel);
  const mid = new Float32Array(width * sh * 4);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < width; x++) {
      const { start, weights } = wx[x]!;
      let r = 0, g = 0, b = 0, a = 0;
      for (let k = 0; k < weights.length; k++) {
        const w = weights[k]!;
        const s = (y * sw + start + k) * 4;
        r += pre[s]! * w;
        g += pre[s + 1]! * w;
        b += pre[s + 2]! * w;
        a += pre[s + 3]! * w;
      }
      const d = (y * width + x) * 4;
      mid[d] = r;
      mid[d + 1] = g;
      mid[d + 2] = b;
      mid[d + 3] = a;
    }
  }
  const wy = weightsFor(sh, height, kernel);
  const out = new Uint8Array(width * height * 4);
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
  for (let y = 0; y < height; y++) {
    const { start, weights } = wy[y]!;
    for (let x = 0; x < width; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let k = 0; k < weights.length; k++) {
        const w = weights[k]!;
        const s = ((start + k) * width + x) * 4;
        r += mid[s]! * w;
        g += mid[s + 1]! * w;
        b += mid[s + 2]! * w;
        a += mid[s + 3]! * w;
      }
      const d = (y * width + x) * 4;
      const alpha = clamp(a);
      const un = alpha > 0 ? 255 / a : 0;
      out[d] = clamp(r * un);
      out[d + 1] = clamp(g * un);
      out[d + 2] = clamp(b * un);
      out[d + 3] = alpha;
    }
  }
  return { width, height, data: out };
}

export type Fit = 'fill' | 'contain' | 'cover' | 'inside';

/**
 * Resizes into a width × height box: "fill" stretches, "inside" keeps the aspect ratio within the
 * box (the result may be smaller than the box), "contain" does the same and pads to the box with
 * transparency, "cover" fills the box and crops the overflow (centred).
 */
export function resize(image: RgbaImage, width: number, height: number, fit: Fit, kernel: Kernel = 'lanczos3'): RgbaImage {
  if (fit === 'fill') return resample(image, width, height, kernel);
  const ratio = fit === 'cover' ? Math.max(width / image.width, height / image.height) : Math.min(width / image.width, height / image.height);
  const w = Math.max(1, Math.round(image.width * ratio));
  const h = Math.max(1, Math.round(image.height * ratio));
  const scaled = w === image.width && h === image.height ? image : resample(image, w, h, kernel);
  if (fit === 'inside') return scaled;
  if (fit === 'cover') return crop(scaled, Math.floor((w - width) / 2), Math.floor((h - height) / 2), width, height);
  const out = new Uint8Array(width * height * 4);
  const ox = Math.floor((width - w) / 2);
  const oy = Math.floor((height - h) / 2);
  for (let y = 0; y < h; y++) out.set(scaled.data.subarray(y * w * 4, (y + 1) * w * 4), ((oy + y) * width + ox) * 4);
  return { width, height, data: out };
}

/** The rectangle at (x, y) of width × height; the caller keeps it inside the image. */
export function crop(image: RgbaImage, x: number, y: number, width: number, height: number): RgbaImage {
  const out = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    const s = ((y + row) * image.width + x) * 4;
    out.set(image.data.subarray(s, s + width * 4), row * width * 4);
  }
  return { width, height, data: out };
}

export function flip(image: RgbaImage, horizontal: boolean, vertical: boolean): RgbaImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const sy = vertical ? height - 1 - y : y;
    for (let x = 0; x < width; x++) {
      const sx = horizontal ? width - 1 - x : x;
      const s = (sy * width + sx) * 4;
      out.set(data.subarray(s, s + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data: out };
}

/** Rotates clockwise by `degrees`: quarter turns move pixels exactly, other angles are bilinear. */
export function rotate(image: RgbaImage, degrees: number, background: [number, number, number, number]): RgbaImage {
  const turn = ((degrees % 360) + 360) % 360;
  const { width, height, data } = image;
  if (turn === 0) return { width, height, data: data.slice() };
  if (turn % 90 === 0) {
    const w = turn === 180 ? width : height;
    const h = turn === 180 ? height : width;
    const out = new Uint8Array(data.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const [dx, dy] = turn === 90 ? [height - 1 - y, x] : turn === 180 ? [width - 1 - x, height - 1 - y] : [y, width - 1 - x];
        out.set(data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4), (dy * w + dx) * 4);
      }
    }
    return { width: w, height: h, data: out };
  }
  const rad = (turn * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const w = Math.ceil(Math.abs(width * cos) + Math.abs(height * sin) - 1e-9);
  const h = Math.ceil(Math.abs(width * sin) + Math.abs(height * cos) - 1e-9);
  const out = new Uint8Array(w * h * 4);
  const cx = width / 2, cy = height / 2, ox = w / 2, oy = h / 2;
  const sample = (x: number, y: number, k: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return background[k]!;
    return data[(y * width + x) * 4 + k]!;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // inverse mapping: the source point that lands on this pixel's centre
      const dx = x + 0.5 - ox, dy = y + 0.5 - oy;
      const sx = dx * cos + dy * sin + cx - 0.5;
      const sy = -dx * sin + dy * cos + cy - 0.5;
      const x0 = Math.floor(sx), y0 = Math.floor(sy);
      const fx = sx - x0, fy = sy - y0;
      const d = (y * w + x) * 4;
      for (let k = 0; k < 4; k++) {
        const top = sample(x0, y0, k) * (1 - fx) + sample(x0 + 1, y0, k) * fx;
        const bottom = sample(x0, y0 + 1, k) * (1 - fx) + sample(x0 + 1, y0 + 1, k) * fx;
        out[d + k] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return { width: w, height: h, data: out };
}
