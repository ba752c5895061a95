import { defineDefinition } from '@ctp/core';

const num = (description: string) => ({ type: 'number', description });
const bearing = (description: string) => ({ type: ['number', 'null'], description: `${description} In degrees clockwise from north (0–360); null for coincident points.` });
const point = {
  type: 'object',
  properties: { lat: num('Latitude in decimal degrees.'), lon: num('Longitude in decimal degrees.') },
  required: ['lat', 'lon'],
  additionalProperties: false,
};

export default defineDefinition({
  id: 'geo-distance-calculator',
  name: 'Geo Distance Calculator',
  description:
    'Distance between two places from their coordinates, in decimal degrees (48.8566, 2.3522) or degrees-minutes-seconds (48°51′24″N 2°21′8″E): the ellipsoidal distance on WGS-84 (Vincenty, sub-millimetre), the great-circle distance (haversine on the mean sphere), initial and final bearings and the midpoint. Units: km, miles, nautical miles, metres. Nearly antipodal points, where Vincenty does not converge, are reported with the great-circle answer.',
  category: 'utilities',
  tags: ['geo', 'distance', 'gps', 'maps'],
  keywords: ['haversine', 'vincenty', 'great circle', 'latitude longitude distance', 'coordinates', 'bearing', 'azimuth', 'heading', 'midpoint', 'as the crow flies', 'wgs84', 'geodesic', 'dms', 'nautical miles'],
  method: 'GET',
  parameters: [
    {
      name: 'from',
      type: 'text',
      label: 'From',
      description: 'Latitude and longitude: "48.8566, 2.3522", "48.8566 N 2.3522 E" or "48°51′24″N 2°21′8″E".',
      required: true,
      placeholder: '48.8566, 2.3522',
      validation: { maxLength: 100 },
    },
    {
      name: 'to',
      type: 'text',
      label: 'To',
      description: 'Latitude and longitude of the destination, in the same forms.',
      required: true,
      placeholder: '51.5074, -0.1278',
      validation: { maxLength: 100 },
    },
    {
      name: 'unit',
      type: 'select',
      label: 'Unit',
      description: 'Unit of the distances.',
      required: false,
      defaultValue: 'km',
      options: [
        { value: 'km', label: 'Kilometres' },
        { value: 'mi', label: 'Miles' },
        { value: 'nmi', label: 'Nautical miles' },
        { value: 'm', label: 'Metres' },
      ],
    },
  ],
  outputDescription: 'Both points, the ellipsoidal (WGS-84) and great-circle distances with bearings, and the midpoint.',
  outputSchema: {
    type: 'object',
    properties: {
      summary: { type: 'string', description: 'E.g. "343.92312 km (WGS-84), initial bearing 330.0°".' },
      from: point,
      to: point,
      unit: { type: 'string', enum: ['km', 'mi', 'nmi', 'm'] },
      ellipsoidal: {
        type: ['object', 'null'],
        description: 'Vincenty inverse on WGS-84; null when it does not converge (nearly antipodal points).',
        properties: {
          distance: num('Geodesic distance in the unit (6 decimals; metres 3).'),
          initialBearing: bearing('Azimuth at the start.'),
          finalBearing: bearing('Azimuth on arrival.'),
          iterations: { type: 'integer', minimum: 1 },
        },
        required: ['distance', 'initialBearing', 'finalBearing', 'iterations'],
        additionalProperties: false,
      },
      greatCircle: {
        type: 'object',
        description: 'Haversine on a sphere of radius 6371.0088 km (up to about 0.5% off the ellipsoid).',
        properties: { distance: num('Great-circle distance in the unit.'), initialBearing: bearing('Bearing at the start.'), finalBearing: bearing('Bearing on arrival.') },
        required: ['distance', 'initialBearing', 'finalBearing'],
        additionalProperties: false,
      },
      midpoint: { ...point, description: 'The great-circle midpoint.' },
    },
    required: ['summary', 'from', 'to', 'unit', 'ellipsoidal', 'greatCircle', 'midpoint'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { from: '48.8566, 2.3522', to: '51.5074, -0.1278' },
    output: {
      summary: '343.92312 km (WGS-84), initial bearing 330.0°',
      from: { lat: 48.8566, lon: 2.3522 },
      to: { lat: 51.5074, lon: -0.1278 },
      unit: 'km',
      ellipsoidal: { distance: 343.92312, initialBearing: 329.951405, finalBearing: 328.045928, iterations: 4 },
      greatCircle: { distance: 343.556535, initialBearing: 330.021093, finalBearing: 328.115617 },
      midpoint: { lat: 50.188595, lon: 1.146618 },
    },
    description: 'Paris to London.',
  },
  relatedTools: ['unit-converter'],
  aiInstructions:
    'Pass each place as "lat, lon" (latitude first) in decimal degrees, or with hemisphere letters/DMS. Negative latitude is south, negative longitude west. Quote the ellipsoidal distance as the accurate one; the great-circle value is the classic haversine answer. For driving distances use a routing service: this is the straight line over the Earth\'s surface.',
});
