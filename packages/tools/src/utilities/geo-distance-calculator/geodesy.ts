/** Coordinate parsing (decimal degrees or DMS), great-circle formulas on a sphere and Vincenty's inverse on WGS-84. */

export interface Point {
  lat: number;
  lon: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;
const norm360 = (d: number) => ((d % 360) + 360) % 360;

/** IUGG mean Earth radius (m), for the spherical formulas. */
export const MEAN_RADIUS = 6371008.8;
const A = 6378137;
const F = 1 / 298.257223563;
const B = A * (1 - F);

/** One coordinate: "48.8566", "-2.35", "48°51′24″N", "N 48 51 24.5", "2° 21.1' W". */
function parseAngle(text: string): { value: number; hemisphere?: string } | { error: string } {
  let t = text.trim().toUpperCase();
  let hemisphere: string | undefined;
  const lead = /^([NSEW])\s*/.exec(t);
  const trail = /\s*([NSEW])$/.exec(t);
  if (lead) (hemisphere = lead[1]), (t = t.slice(lead[0].length));
  else if (trail) (hemisphere = trail[1]), (t = t.slice(0, t.length - trail[0].length));
  const m = /^([+-])?(\d+(?:\.\d+)?)\s*[°º]?\s*(?:(\d+(?:\.\d+)?)\s*['′’]?\s*(?:(\d+(?:\.\d+)?)\s*(?:"|″|”|'')?)?)?$/.exec(t);
  if (!m) return { error: `"${text.trim()}" is not a coordinate: use decimal degrees (48.8566) or degrees, minutes, seconds (48°51′24″N).` };
  const [, sign, d, min, sec] = m;
  if (min !== undefined && d!.includes('.')) return { error: `"${text.trim()}": degrees with a fraction cannot be followed by minutes.` };
  if (sec !== undefined && min!.includes('.')) return { error: `"${text.trim()}": minutes with a fraction cannot be followed by seconds.` };
  if (min !== undefined && Number(min) >= 60) return { error: `"${text.trim()}": minutes must be below 60.` };
  if (sec !== undefined && Number(sec) >= 60) return { error: `"${text.trim()}": seconds must be below 60.` };
  if (sign && hemisphere) return { error: `"${text.trim()}": use either a sign or a hemisphere letter, not both.` };
  let value = Number(d) + Number(min ?? 0) / 60 + Number(sec ?? 0) / 3600;
  if (sign === '-' || hemisphere === 'S' || hemisphere === 'W') value = -value;
  return hemisphere ? { value, hemisphere } : { value };
}

/** "lat, lon" in decimal degrees or DMS, in either order when hemispheres are given. */
export function parsePoint(text: string, what: string): Point | { error: string } {
  const t = text.trim();
  let parts: string[];
  if (/[,;]/.test(t)) parts = t.split(/\s*[,;]\s*/);
  else {
    // split after the first hemisphere letter that ends a coordinate, or between two plain numbers
    const h = /^[NSEW]/i.test(t) ? /^([NSEW][^NSEW]*?)\s*([NSEW].*)$/i.exec(t) : /^(.*?\d["″”']*\s*[NSEW])\s*(.+)$/i.exec(t) ?? /^(\S+)\s+(\S+)$/.exec(t);
    parts = h ? [h[1]!, h[2]!] : [t];
  }
  if (parts.length !== 2) return { error: `The ${what} "${t}" must be two coordinates, latitude and longitude, e.g. "48.8566, 2.3522" or "48°51′24″N 2°21′8″E".` };
  const a = parseAngle(parts[0]!);
  if ('error' in a) return { error: `The ${what}: ${a.error}` };
  const b = parseAngle(parts[1]!);
  if ('error' in b) return { error: `The ${what}: ${b.error}` };
  const isLon = (h?: string) => h === 'E' || h === 'W';
  const [lat, lon] = isLon(a.hemisphere) && !isLon(b.hemisphere) ? [b, a] : [a, b];
  if (isLon(lat.hemisphere) || lon.hemisphere === 'N' || lon.hemisphere === 'S')
    return { error: `The ${what} "${t}" needs one N/S latitude and one E/W longitude.` };
  if (Math.abs(lat.value) > 90) return { error: `The ${what} latitude ${lat.value} is outside −90…90.` };
  if (Math.abs(lon.value) > 180) return { error: `The ${what} longitude ${lon.value} is outside −180…180.` };
  return { lat: lat.value, lon: lon.value };
}

export interface Great {
  distance: number;
  initialBearing: number | null;
  finalBearing: number | null;
  midpoint: Point;
}

function bearing(p: Point, q: Point): number {
  const φ1 = rad(p.lat), φ2 = rad(q.lat), Δλ = rad(q.lon - p.lon);
  return norm360(deg(Math.atan2(Math.sin(Δλ) * Math.cos(φ2), Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ))));
}

/** Haversine distance (m) on the mean sphere, bearings and the great-circle midpoint. */
export function greatCircle(p: Point, q: Point): Great {
  const φ1 = rad(p.lat), φ2 = rad(q.lat), Δφ = φ2 - φ1, Δλ = rad(q.lon - p.lon);
  const h = Math.sin(Δφ / 2) ** 2 + Math.cos(φ1) * Math.cos(φ2) * Math.sin(Δλ / 2) ** 2;
  const distance = 2 * MEAN_RADIUS * Math.atan2(Math.sqrt(h), Math.sqrt(Math.max(0, 1 - h)));
  const bx = Math.cos(φ2) * Math.cos(Δλ);
  const by = Math.cos(φ2) * Math.sin(Δλ);
  const midLat = Math.atan2(Math.sin(φ1) + Math.sin(φ2), Math.sqrt((Math.cos(φ1) + bx) ** 2 + by ** 2));
  const midLon = rad(p.lon) + Math.atan2(by, Math.cos(φ1) + bx);
  const same = distance === 0;
  return {
    distance,
    initialBearing: same ? null : bearing(p, q),
    finalBearing: same ? null : norm360(bearing(q, p) + 180),
    midpoint: { lat: deg(midLat), lon: ((deg(midLon) + 540) % 360) - 180 },
  };
}

export interface Vincenty {
  distance: number;
  initialBearing: number | null;
  finalBearing: number | null;
  iterations: number;
}

/** Vincenty (1975) inverse on WGS-84; undefined when the iteration does not converge (nearly antipodal points). */
export function vincenty(p: Point, q: Point): Vincenty | undefined {
  const L = rad(q.lon - p.lon);
  const U1 = Math.atan((1 - F) * Math.tan(rad(p.lat)));
  const U2 = Math.atan((1 - F) * Math.tan(rad(q.lat)));
  const sinU1 = Math.sin(U1), cosU1 = Math.cos(U1), sinU2 = Math.sin(U2), cosU2 = Math.cos(U2);
  let λ = L;
  for (let i = 1; i <= 200; i++) {
    const sinλ = Math.sin(λ), cosλ = Math.cos(λ);
    const sinσ = Math.sqrt((cosU2 * sinλ) ** 2 + (cosU1 * sinU2 - sinU1 * cosU2 * cosλ) ** 2);
    if (sinσ === 0) return { distance: 0, initialBearing: null, finalBearing: null, iterations: i };
    const cosσ = sinU1 * sinU2 + cosU1 * cosU2 * cosλ;
    const σ = Math.atan2(sinσ, cosσ);
    const sinα = (cosU1 * cosU2 * sinλ) / sinσ;
    const cos2α = 1 - sinα * sinα;
    const cos2σm = cos2α === 0 ? 0 : cosσ - (2 * sinU1 * sinU2) / cos2α; // equatorial line: cos²α = 0
    const C = (F / 16) * cos2α * (4 + F * (4 - 3 * cos2α));
    const λPrev = λ;
    λ = L + (1 - C) * F * sinα * (σ + C * sinσ * (cos2σm + C * cosσ * (-1 + 2 * cos2σm ** 2)));
    if (Math.abs(λ) > Math.PI) return undefined; // λ beyond π: the antipodal case Vincenty cannot solve
    if (Math.abs(λ - λPrev) < 1e-12) {
      const u2 = (cos2α * (A * A - B * B)) / (B * B);
      const bigA = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)));
      const bigB = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)));
      const Δσ = bigB * sinσ * (cos2σm + (bigB / 4) * (cosσ * (-1 + 2 * cos2σm ** 2) - (bigB / 6) * cos2σm * (-3 + 4 * sinσ ** 2) * (-3 + 4 * cos2σm ** 2)));
      const sl = Math.sin(λ), cl = Math.cos(λ);
      return {
        distance: B * bigA * (σ - Δσ),
        initialBearing: norm360(deg(Math.atan2(cosU2 * sl, cosU1 * sinU2 - sinU1 * cosU2 * cl))),
        finalBearing: norm360(deg(Math.atan2(cosU1 * sl, -sinU1 * cosU2 + cosU1 * sinU2 * cl))),
        iterations: i,
      };
    }
  }
  return undefined;
}
