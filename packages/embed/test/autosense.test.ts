// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autosense, detectTheme, effectiveBackground, toPx } from '../src/autosense.js';
import { isDark, parseColor, toHex } from '../src/color.js';

let css: HTMLStyleElement;
let prefersDark = false;

function page(rules: string, body = '<div id="c"></div>'): HTMLElement {
  css.textContent = rules;
  document.body.replaceChildren();
  document.body.insertAdjacentHTML('beforeend', body);
  return document.getElementById('c')!;
}

beforeEach(() => {
  css = document.createElement('style');
  document.head.append(css);
  prefersDark = false;
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: q.includes('dark') && prefersDark,
    media: q,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => {
  css.remove();
  document.documentElement.className = '';
  for (const a of Array.from(document.documentElement.attributes)) if (a.name !== 'lang') document.documentElement.removeAttribute(a.name);
  document.body.removeAttribute('style');
  document.body.className = '';
  vi.unstubAllGlobals();
});

describe('parseColor', () => {
  it('reads the formats computed styles and framework variables use', () => {
    expect(parseColor('#0d6efd')).toEqual([13, 110, 253, 1]);
    expect(parseColor('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColor('#00000080')![3]).toBeCloseTo(0.5, 2);
    expect(parseColor('rgb(255, 0, 0)')).toEqual([255, 0, 0, 1]);
    expect(parseColor('rgba(0, 0, 0, 0)')).toEqual([0, 0, 0, 0]);
    expect(parseColor('rgb(0 128 0 / 50%)')).toEqual([0, 128, 0, 0.5]);
    expect(parseColor('transparent')).toEqual([0, 0, 0, 0]);
    expect(parseColor('hsl(0 100% 50%)')).toEqual([255, 0, 0, 1]);
    // shadcn/ui variables hold bare HSL channels
    expect(toHex(parseColor('222.2 47.4% 11.2%')!)).toBe('#0f172a');
    // Tailwind v4 / shadcn v4 use oklch
    expect(toHex(parseColor('oklch(1 0 0)')!)).toBe('#ffffff');
    expect(toHex(parseColor('oklch(0 0 0)')!)).toBe('#000000');
    expect(toHex(parseColor('oklch(0.623 0.214 259.815)')!)).toBe('#2b7fff'); // tailwind blue-500
    expect(toHex(parseColor('oklab(0.5 0 0)')!)).toBe('#636363');
  });

  it('returns null for what it does not know, never throws', () => {
    for (const v of ['', 'tomato', '#12', '#12345', 'rgb(a, b, c)', 'url(x)', 'var(--x)', 'lab(50 0 0)']) {
      expect(parseColor(v)).toBeNull();
    }
  });

  it('luminance decides dark vs light', () => {
    expect(isDark(parseColor('#0f172a')!)).toBe(true);
    expect(isDark(parseColor('#1e1e1e')!)).toBe(true);
    expect(isDark(parseColor('#ffffff')!)).toBe(false);
    expect(isDark(parseColor('#f1f5f9')!)).toBe(false);
  });
});

describe('theme detection (spec §10.4)', () => {
  it('explicit markers win over the background', () => {
    const c = page('body { background: #ffffff }');
    document.documentElement.classList.add('dark');
    expect(detectTheme(c)).toBe('dark');
    document.documentElement.classList.replace('dark', 'light');
    page('body { background: #000000 }');
    expect(detectTheme(document.getElementById('c'))).toBe('light');
  });

  it('reads data-theme, data-bs-theme and data-mode, closest ancestor first', () => {
    for (const attr of ['data-theme', 'data-bs-theme', 'data-mode']) {
      const c = page('');
      document.documentElement.setAttribute(attr, 'dark');
      expect(detectTheme(c), attr).toBe('dark');
      document.documentElement.removeAttribute(attr);
    }
    document.documentElement.setAttribute('data-theme', 'dark');
    const c = page('', '<section data-theme="light"><div id="c"></div></section>');
    expect(detectTheme(c)).toBe('light');
    document.documentElement.setAttribute('data-theme', 'theme-dark');
    expect(detectTheme(page(''))).toBe('dark');
  });

  it('treats undecided marker values (auto, system) as no marker', () => {
    document.documentElement.setAttribute('data-theme', 'auto');
    const c = page('body { background: #111111 }');
    expect(detectTheme(c)).toBe('dark');
  });

  it('reads a decided computed color-scheme', () => {
    const c = page('', '<div id="c" style="color-scheme: dark"></div>');
    expect(detectTheme(c)).toBe('dark');
    const l = page('body { background: #000 }', '<div id="c" style="color-scheme: light"></div>');
    expect(detectTheme(l)).toBe('light');
  });

  it('then the effective background behind the container', () => {
    expect(detectTheme(page('body { background: #111827 }'))).toBe('dark');
    expect(detectTheme(page('body { background: #f8fafc }'))).toBe('light');
    // the nearest opaque layer counts: a white card on a dark page is light
    expect(detectTheme(page('body { background: #000 } .card { background: #fff }', '<div class="card"><div id="c"></div></div>'))).toBe('light');
    // html background when body is transparent
    expect(detectTheme(page('html { background: #0b0b0b }'))).toBe('dark');
  });

  it('composites translucent layers instead of reading them as black', () => {
    const c = page('body { background: #ffffff } .tint { background: rgba(0, 0, 0, 0.05) }', '<div class="tint"><div id="c"></div></div>');
    expect(detectTheme(c)).toBe('light');
    expect(toHex(effectiveBackground(c)!)).toBe('#f2f2f2');
  });

  it('a transparent page is not dark: it falls through to prefers-color-scheme', () => {
    const c = page('body { background: transparent; color: #000 } #c { background: rgba(0, 0, 0, 0) }');
    expect(effectiveBackground(c)).toBeNull();
    expect(autosense(c).backgroundColor).toBeUndefined();
    expect(autosense(c).textColor).toBeUndefined(); // no black text sent along with an OS-dark theme
    expect(detectTheme(c)).toBe('light');
    prefersDark = true;
    expect(detectTheme(c)).toBe('dark');
    // but a real background still beats the OS preference
    expect(detectTheme(page('body { background: #fff }'))).toBe('light');
  });
});

describe('framework detection', () => {
  const cases: [string, string, string?][] = [
    ['tailwind', '*, ::before, ::after { --tw-ring-offset-width: 0px; --tw-shadow: 0 0 #0000 }'],
    ['bootstrap', ':root { --bs-body-bg: #fff; --bs-primary: #0d6efd }'],
    ['chakra', ':root { --chakra-ring-offset-width: 0px; --chakra-colors-blue-500: #3182ce }'],
    ['mui', ':root { --mui-palette-primary-main: #1976d2 }'],
    ['shadcn', ':root { --background: 0 0% 100%; --primary: 222.2 47.4% 11.2%; --ring: 222.2 84% 4.9%; --tw-shadow: 0 0 #0000 }'],
    ['antd', ':root { --ant-color-primary: #1677ff }'],
    ['mui', '', '<button class="MuiButton-root"></button><div id="c"></div>'],
    ['antd', '', '<button class="ant-btn ant-btn-primary"></button><div id="c"></div>'],
  ];
  for (const [fw, rules, body] of cases) {
    it(`${fw}${body ? ' (class pattern)' : ''}`, () => {
      expect(autosense(page(rules, body)).framework).toBe(fw);
    });
  }

  it('none on a plain page', () => {
    expect(autosense(page('body { color: #222 }')).framework).toBeUndefined();
  });
});

describe('accent, colors, font, size, radius', () => {
  it('accent from framework variables, normalized to hex', () => {
    expect(autosense(page(':root { --bs-primary: #0d6efd }')).accentColor).toBe('#0d6efd');
    expect(autosense(page(':root { --primary: 262.1 83.3% 57.8% }')).accentColor).toBe('#7c3aed');
    expect(autosense(page(':root { --mui-palette-primary-main: rgb(25, 118, 210) }')).accentColor).toBe('#1976d2');
    expect(autosense(page(':root { --color-primary: oklch(0.623 0.214 259.815) }')).accentColor).toBe('#2b7fff');
    // --primary is the most specific and wins over --accent
    expect(autosense(page(':root { --accent: #ff0000; --primary: #00ff00 }')).accentColor).toBe('#00ff00');
  });

  it('falls back to a chromatic button or link color, never grey', () => {
    const c = page('button { background: #e11d48; color: #fff }', '<button>Go</button><div id="c"></div>');
    expect(autosense(c).accentColor).toBe('#e11d48');
    const g = page('button { background: #dddddd; color: #111 }', '<button>Go</button><div id="c"></div>');
    expect(autosense(g).accentColor).toBeUndefined();
  });

  it('background and text colors as hex, font and size from computed styles', () => {
    const c = page('body { background: #0f172a; color: #e2e8f0; font-family: Inter, system-ui, sans-serif; font-size: 15px }');
    const s = autosense(c);
    expect(s).toMatchObject({
      theme: 'dark', backgroundColor: '#0f172a', textColor: '#e2e8f0',
      fontFamily: 'Inter, system-ui, sans-serif', baseFontSize: 15,
    });
  });

  it('keeps font sizes within the schema range and drops unsafe font values', () => {
    expect(autosense(page('body { font-size: 60px }')).baseFontSize).toBe(32);
    expect(autosense(page('body { font-size: 4px }')).baseFontSize).toBe(8);
  });

  it('radius resolves px, rem (root font size) and em (element font size)', () => {
    expect(autosense(page(':root { --radius: 0.5rem }')).borderRadius).toBe(8);
    expect(autosense(page('html { font-size: 20px } :root { --radius: 0.5rem }')).borderRadius).toBe(10);
    expect(autosense(page(':root { --bs-border-radius: 6px }')).borderRadius).toBe(6);
    expect(autosense(page('#c { font-size: 10px } :root { --radius: 0.75em }')).borderRadius).toBe(7.5);
    expect(autosense(page(':root { --radius: 3rem }')).borderRadius).toBe(32);
    expect(autosense(page(':root { --radius: calc(1px + 2px) }')).borderRadius).toBeUndefined();
    expect(toPx('4', document.body)).toBe(4);
  });

  it('defaults to the body and never needs a framework', () => {
    page('body { background: #fafafa }');
    expect(autosense()).toMatchObject({ theme: 'light', backgroundColor: '#fafafa' });
  });
});
