import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';
import { Geodesic } from 'geographiclib-geodesic';

const random = testRandom();

type Bearings = { distance: number; initialBearing: number | null; finalBearing: number | null };
type Out = {
  summary: string; from: { lat: number; lon: number }; to: { lat: number; lon: number }; unit: string;
  ellipsoidal: (Bearings & { iterations: number }) | null; greatCircle: Bearings; midpoint: { lat: number; lon: number };
};
const rad = (d: number) => (d * Math.PI) / 180;
/** Signed difference of two bearings in degrees, in (-180, 180]. */
const angleDiff = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

/** Spherical law of cosines: an independent check of the haversine value. */
function cosines(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const c = Math.sin(rad(lat1)) * Math.sin(rad(lat2)) + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.cos(rad(lon2 - lon1));
  return 6371008.8 * Math.acos(Math.min(1, Math.max(-1, c)));
}

describe('geo-distance-calculator', () => {
  itReproducesItsExample(tool);

  it('treats empty coordinates as missing', async () => {
    await runError(tool, { from: '', to: '1, 2' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample', async () => {
    expect(await runError(tool, { from: UNICODE_SAMPLE, to: '1, 2' }, 'INVALID_INPUT')).toMatch(/^The start point "À😀中" must be two coordinates/);
    expect(await runError(tool, { from: '1, 2', to: `1, ${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/^The end point: "À😀中" is not a coordinate/);
  });

  it('handles the largest allowed input', async () => {
    const long = largestInput(tool, 'from', '1');
    expect(await runError(tool, { from: long, to: '0, 0' }, 'INVALID_INPUT')).toMatch(/must be two coordinates/);
    const padded = `45.${'1'.repeat(46)}, -73.${'1'.repeat(45)}`; // 100 characters
    expect(padded).toHaveLength(100);
    expect((await runOk<Out>(tool, { from: padded, to: '0, 0' })).from).toEqual({ lat: 45.111111111, lon: -73.111111111 });
  });

  it("reproduces Vincenty's published Flinders Peak → Buninyong line (DMS input)", async () => {
    const data = await runOk<Out>(tool, { from: `37°57'03.72030"S 144°25'29.52440"E`, to: '37°39′10.15610″S 143°55′35.38390″E', unit: 'm' });
    expect(data.ellipsoidal!.distance).toBe(54972.271);
    expect(data.ellipsoidal!.initialBearing).toBeCloseTo(306 + 52 / 60 + 5.37 / 3600, 5); // 306°52′05.37″
    expect(data.ellipsoidal!.finalBearing).toBeCloseTo(127 + 10 / 60 + 25.07 / 3600 + 180, 5); // reverse azimuth 127°10′25.07″
  });

  it('gives exact ellipsoid values along the equator and a meridian', async () => {
    const equator = await runOk<Out>(tool, { from: '0, 0', to: '0, 1', unit: 'm' });
    expect(equator.ellipsoidal).toMatchObject({ distance: 111319.491, initialBearing: 90, finalBearing: 90 }); // a·π/180
    const quadrant = await runOk<Out>(tool, { from: '0, 0', to: '90, 0', unit: 'm' });
    expect(quadrant.ellipsoidal!.distance).toBeCloseTo(10001965.729, 3); // WGS-84 meridian quadrant
    expect(quadrant.ellipsoidal!.initialBearing).toBe(0);
  });

  it("agrees with GeographicLib (Karney, ellipsoid) and the law of cosines (sphere) for random pairs (differential)", async () => {
    for (let i = 0; i < 300; i++) {
      const lat1 = random() * 160 - 80, lon1 = random() * 360 - 180;
      const lat2 = random() * 160 - 80, lon2 = random() * 360 - 180;
      const pair = `${lat1},${lon1} → ${lat2},${lon2}`;
      const data = await runOk<Out>(tool, { from: `${lat1}, ${lon1}`, to: `${lat2}, ${lon2}`, unit: 'm' });
      const sphere = cosines(lat1, lon1, lat2, lon2);
      expect(Math.abs(data.greatCircle.distance - sphere), `haversine ${pair}`).toBeLessThan(0.01 + sphere * 1e-9);
      if (data.ellipsoidal === null) continue; // nearly antipodal: Vincenty does not converge (tested below)
      const karney = Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2);
      // Vincenty is good to 0.5 mm; the tool rounds metres to 3 decimals.
      expect(Math.abs(data.ellipsoidal.distance - karney.s12!), `distance ${pair}`).toBeLessThan(0.002);
      expect(Math.abs(angleDiff(data.ellipsoidal.initialBearing!, karney.azi1!)), `initial bearing ${pair}`).toBeLessThan(1e-6);
    }
  });

  it('reports non-convergence for nearly antipodal points and falls back to the great circle', async () => {
    const r = await runTool(tool, { from: '0, 0', to: '0.5, 179.7' });
    expect(r.data.ellipsoidal).toBeNull();
    expect(r.data.summary).toBe('19950.277343 km (great circle), initial bearing 31.0°');
    expect(r.metadata?.warnings?.[0]).toMatch(/nearly antipodal/);
  });

  it('converts units and handles coincident points', async () => {
    const [km, mi, nmi] = await Promise.all(['km', 'mi', 'nmi'].map((unit) => runOk<Out>(tool, { from: '40.7128, -74.0060', to: '34.0522, -118.2437', unit })));
    expect(mi!.ellipsoidal!.distance).toBeCloseTo((km!.ellipsoidal!.distance * 1000) / 1609.344, 5);
    expect(nmi!.ellipsoidal!.distance).toBeCloseTo((km!.ellipsoidal!.distance * 1000) / 1852, 5);
    const same = await runOk<Out>(tool, { from: '10, 20', to: '10 N 20 E' });
    expect(same.ellipsoidal).toEqual({ distance: 0, initialBearing: null, finalBearing: null, iterations: 1 });
    expect(same.greatCircle).toEqual({ distance: 0, initialBearing: null, finalBearing: null });
    expect(same.summary).toBe('0 km (WGS-84)');
  });

  it('parses decimal, hemisphere and DMS forms in either order', async () => {
    const forms = ['48.8566, 2.3522', '48.8566 2.3522', '48.8566N 2.3522E', 'N48.8566 E2.3522', '2.3522 E, 48.8566 N', '48°51.396′N 2°21.132′E', '48 51 23.76 N, 2 21 7.92 E', '48.8566;2.3522'];
    for (const from of forms) {
      const p = (await runOk<Out>(tool, { from, to: '0, 0' })).from;
      expect(p.lat, from).toBeCloseTo(48.8566, 9);
      expect(p.lon, from).toBeCloseTo(2.3522, 9);
    }
    expect((await runOk<Out>(tool, { from: '33°52′S 151°13′E', to: '0, 0' })).from).toEqual({ lat: -33.866666667, lon: 151.216666667 }); // rounded to 9 decimals (0.1 mm)
    expect((await runOk<Out>(tool, { from: '-33.8688, -151.2093', to: '0, 0' })).from).toEqual({ lat: -33.8688, lon: -151.2093 });
  });

  it('rejects out-of-range and malformed coordinates', async () => {
    const bad: Array<[string, RegExp]> = [
      ['91, 0', /latitude 91 is outside/], ['0, 181', /longitude 181 is outside/], ['48°61′N 2°E', /minutes must be below 60/],
      ['-48 N, 2 E', /either a sign or a hemisphere/], ['48 E, 2 E', /one N\/S latitude and one E\/W longitude/], ['1, 2, 3', /must be two coordinates/],
      ['48.5°30′N, 2E', /degrees with a fraction/],
    ];
    for (const [from, message] of bad) expect(await runError(tool, { from, to: '0, 0' }, 'INVALID_INPUT'), from).toMatch(message);
  });
});
