import { describe, expect, it } from 'vitest';
import { optimize } from 'svgo';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { svg: string; originalBytes: number; optimizedBytes: number; savedPercent: number };
const INKSCAPE = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="100" height="50" viewBox="0 0 100 50" id="svg1" inkscape:version="1.3">
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff"/>
  <defs id="defs1"/>
  <g id="layer1" inkscape:label="Layer 1">
    <path id="path1" style="fill:#000000;stroke:none" d="M 10.123456,10.654321 L 90.000000,10.000000 L 90,40 L 10,40 Z"/>
    <text id="t" x="5" y="45">${UNICODE_SAMPLE}</text>
  </g>
</svg>`;

describe('svg-optimizer', () => {
  itReproducesItsExample(tool);

  it('matches SVGO\'s Node build with the same settings, and drops editor data', async () => {
    const out = await runOk<Out>(tool, { svg: INKSCAPE });
    expect(out.svg).toBe(optimize(INKSCAPE, { multipass: true, floatPrecision: 3, plugins: [{ name: 'preset-default', params: { overrides: { cleanupNumericValues: { floatPrecision: 3 }, convertPathData: { floatPrecision: 3 } } } }] }).data);
    expect(out.svg).not.toMatch(/inkscape|sodipodi|namedview/);
    expect(out.svg).toContain(UNICODE_SAMPLE);
    expect(out.savedPercent).toBeGreaterThan(30);
  });

  it('keeps IDs, removes dimensions and pretty prints on request', async () => {
    expect((await runOk<Out>(tool, { svg: INKSCAPE, keepIds: true })).svg).toContain('id="t"');
    const responsive = await runOk<Out>(tool, { svg: INKSCAPE, removeDimensions: true });
    expect(responsive.svg).not.toMatch(/width="100"/);
    expect(responsive.svg).toContain('viewBox="0 0 100 50"');
    expect((await runOk<Out>(tool, { svg: INKSCAPE, pretty: true })).svg.split('\n').length).toBeGreaterThan(3);
  });

  it('handles a large SVG', async () => {
    const paths = Array.from({ length: 500 }, (_, i) => `<path d="M ${i}.000000,0 L ${i}.5,10.00000" stroke="#000000"/>`).join('');
    const out = await runOk<Out>(tool, { svg: `<svg xmlns="http://www.w3.org/2000/svg">${paths}</svg>`, multipass: false });
    expect(out.optimizedBytes).toBeLessThan(out.originalBytes);
  });

  it('rejects markup that is not SVG or not well-formed', async () => {
    await runError(tool, { svg: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { svg: '<html></html>' }, 'INVALID_INPUT')).toMatch(/<svg>/);
    expect(await runError(tool, { svg: '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>' }, 'INVALID_INPUT')).toMatch(/line 1/);
  });
});
