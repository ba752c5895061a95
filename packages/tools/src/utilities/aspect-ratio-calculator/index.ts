import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';
import { compare, div, gcd, mul, parseDecimal, rat, roundToInteger, sign, toDecimal, toNumber, type Rational } from '../../_shared/rational.js';

/** Common ratios, landscape and portrait, with what they are used for. */
const COMMON: Array<[string, bigint, bigint, string]> = [
  ['1:1', 1n, 1n, 'Square: social media posts, profile pictures'],
  ['5:4', 5n, 4n, 'Old 1280×1024 monitors, 8×10 in prints'],
  ['4:3', 4n, 3n, 'SD television, iPad, classic monitors and cameras'],
  ['3:2', 3n, 2n, '35 mm photos, DSLR sensors, Surface laptops'],
  ['16:10', 16n, 10n, 'Laptops and monitors (1920×1200, 2560×1600)'],
  ['16:9', 16n, 9n, 'HD video, most monitors and TVs'],
  ['1.85:1', 185n, 100n, 'Flat widescreen cinema'],
  ['2:1', 2n, 1n, 'Univisium, recent phone screens (18:9)'],
  ['21:9', 21n, 9n, 'Ultrawide monitors and cinema-style video'],
  ['64:27', 64n, 27n, 'Ultrawide "21:9" video and monitors (2560×1080)'],
  ['2.39:1', 239n, 100n, 'Anamorphic widescreen cinema (scope)'],
  ['32:9', 32n, 9n, 'Super ultrawide monitors'],
  ['4:5', 4n, 5n, 'Portrait social media posts, 8×10 in prints'],
  ['3:4', 3n, 4n, 'Portrait 4:3 (tablets, phone photos)'],
  ['2:3', 2n, 3n, 'Portrait 35 mm photos, posters'],
  ['9:16', 9n, 16n, 'Vertical video: Stories, Reels, TikTok, Shorts'],
  ['9:21', 9n, 21n, 'Tall phone screens'],
];

type Dim = { w: Rational; h: Rational };

function parseDimensions(text: string): Dim | { error: string } {
  const s = text.trim();
  const parts = s.split(/\s*(?:[x×X:/*]|by)\s*|\s+/i).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 2) {
    return { error: `"${s}" is not a size or ratio: use width and height like 1920x1080, a ratio like 16:9, or one decimal ratio like 1.85.` };
  }
  const nums: Rational[] = [];
  for (const [i, part] of parts.entries()) {
    const what = parts.length === 1 ? 'ratio' : i === 0 ? 'width' : 'height';
    const value = parseDecimal(part, what);
    if ('error' in value) return value;
    if (sign(value) <= 0) return { error: `The ${what} ${part} must be greater than 0.` };
    nums.push(value);
  }
  return { w: nums[0]!, h: nums[1] ?? rat(1n) };
}

function roundDim(value: Rational, mode: string): Rational {
  switch (mode) {
    case 'none':
      return parseDecimal(toDecimal(value, 6)) as Rational;
    case 'even':
      return rat(roundToInteger(div(value, rat(2n))) * 2n);
    case 'floor':
    case 'ceil':
      return rat(roundToInteger(value, mode));
    default:
      return rat(roundToInteger(value));
  }
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

export default defineTool(definition, (params) => {
  const dims = parseDimensions(params.dimensions);
  if ('error' in dims) return failure('INVALID_INPUT', dims.error);
  const r = div(dims.w, dims.h); // reduced fraction: n/d is the simplified ratio
  const decimal = toNumber(r);
  // exact rationals hold any size, but the decimal outputs are JSON numbers: "1e309" has none, and
  // the percentage against a common ratio overflows a little earlier
  if (!(decimal > 1e-300 && decimal < 1e300))
    return failure('INVALID_INPUT', `The ratio of ${params.dimensions.trim()} is beyond what a decimal number can express (1e-300 to 1e300): give sizes of a real screen, image or video.`);

  let best: { ratio: string; name: string; value: Rational; distance: number } | undefined;
  for (const [ratio, a, b, name] of COMMON) {
    const value = rat(a, b);
    const distance = Math.abs(Math.log(decimal / toNumber(value)));
    if (!best || distance < best.distance - 1e-12) best = { ratio, name, value, distance };
  }
  const nearest = best!;
  const exact = compare(r, nearest.value) === 0;

  const data: Record<string, unknown> = {
    ratio: `${r.n}:${r.d}`,
    ratioWidth: r.n.toString(),
    ratioHeight: r.d.toString(),
    decimal: round(decimal, 6),
    decimalRatio: `${toDecimal(r, 4)}:1`,
    orientation: r.n > r.d ? 'landscape' : r.n < r.d ? 'portrait' : 'square',
    nearest: {
      ratio: nearest.ratio,
      name: nearest.name,
      decimal: round(toNumber(nearest.value), 4),
      exact,
      differencePercent: exact ? 0 : round((decimal / toNumber(nearest.value) - 1) * 100, 2) || 0,
    },
  };

  const tw = params.targetWidth;
  const th = params.targetHeight;
  if (tw !== undefined || th !== undefined) {
    const mode = params.rounding;
    const W = tw === undefined ? undefined : (parseDecimal(String(tw)) as Rational);
    const H = th === undefined ? undefined : (parseDecimal(String(th)) as Rational);
    let width: Rational;
    let height: Rational;
    // fit inside the box: use the full width when the box is taller than the ratio
    if (W && (!H || compare(div(W, H), r) <= 0)) {
      width = W;
      height = roundDim(div(W, r), mode);
      if (H && compare(height, H) > 0) height = H; // rounding up must not leave the box
    } else {
      height = H!;
      width = roundDim(mul(H!, r), mode);
      if (W && compare(width, W) > 0) width = W;
    }
    const scaled = { width: toNumber(width), height: toNumber(height), exact: sign(height) > 0 && compare(div(width, height), r) === 0 };
    if (!Number.isFinite(scaled.width) || !Number.isFinite(scaled.height))
      return failure('INVALID_INPUT', 'The scaled size is beyond what a decimal number can express: the ratio is too extreme for this target.');
    data.scaled = scaled;
  }
  return success(data);
});
