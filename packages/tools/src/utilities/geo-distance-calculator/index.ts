import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { greatCircle, parsePoint, vincenty } from './geodesy.js';
import definition from './definition.js';

const METRES: Record<string, number> = { km: 1000, mi: 1609.344, nmi: 1852, m: 1 };
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places || 0;
const angle = (x: number | null) => (x === null ? null : round(x, 6) % 360);

export default defineTool(definition, (params) => {
  const from = parsePoint(params.from, 'start point');
  if ('error' in from) return failure('INVALID_INPUT', from.error);
  const to = parsePoint(params.to, 'end point');
  if ('error' in to) return failure('INVALID_INPUT', to.error);
  const unit = params.unit;
  const places = unit === 'm' ? 3 : 6;
  const inUnit = (metres: number) => round(metres / METRES[unit]!, places);
  const sphere = greatCircle(from, to);
  const ellipsoid = vincenty(from, to);
  const best = ellipsoid ?? sphere;
  const heading = best.initialBearing === null ? '' : `, initial bearing ${angle(best.initialBearing)!.toFixed(1)}°`;
  const summary = `${inUnit(best.distance)} ${unit} (${ellipsoid ? 'WGS-84' : 'great circle'})${heading}`;
  const warnings = ellipsoid
    ? []
    : ['The points are nearly antipodal: Vincenty\'s method does not converge there, so only the great-circle (spherical) distance is given; it can be off by up to about 0.5%.'];
  return withWarnings(
    success({
      summary,
      from: { lat: round(from.lat, 9), lon: round(from.lon, 9) },
      to: { lat: round(to.lat, 9), lon: round(to.lon, 9) },
      unit,
      ellipsoidal: ellipsoid
        ? { distance: inUnit(ellipsoid.distance), initialBearing: angle(ellipsoid.initialBearing), finalBearing: angle(ellipsoid.finalBearing), iterations: ellipsoid.iterations }
        : null,
      greatCircle: { distance: inUnit(sphere.distance), initialBearing: angle(sphere.initialBearing), finalBearing: angle(sphere.finalBearing) },
      midpoint: { lat: round(sphere.midpoint.lat, 6), lon: round(sphere.midpoint.lon, 6) },
    }),
    warnings,
  );
});
