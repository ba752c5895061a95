import { describe, expect, it } from 'vitest';
import { sanitizeStyles } from '@ctp/embed/protocol';
import { parseColor, parseEmbedStyle, parseFont, parseNumberIn, resolveTheme, styleRule, styleVariables, STYLE_KEYS } from '../src/shared/style.js';

describe('embed style allow-list', () => {
  it('accepts colours and rebuilds them canonically', () => {
    expect(parseColor('#FFF')).toBe('#fff');
    expect(parseColor('#0d6efd80')).toBe('#0d6efd80');
    expect(parseColor('rgb(13, 110, 253)')).toBe('rgb(13 110 253)');
    expect(parseColor('rgba(13,110,253,.5)')).toBe('rgb(13 110 253 / .5)');
    expect(parseColor('hsl(210 50% 40% / 80%)')).toBe('hsl(210 50% 40% / 80%)');
    expect(parseColor('oklch(0.7 0.1 250)')).toBe('oklch(0.7 0.1 250)');
    expect(parseColor('transparent')).toBe('transparent');
  });

  it('drops anything that is not a colour', () => {
    for (const bad of [
      'red;}body{background:url(//evil)}',
      '#fff;x:y',
      'url(https://evil.example/x.png)',
      'expression(alert(1))',
      'rgb(1,2,3);--x:1',
      'rgb(1 2 3 / 4 / 5)',
      'var(--x)',
      'calc(1px + 2px)',
      '#ggg',
      '</style><script>alert(1)</script>',
      'rgb(1,2)',
      'x'.repeat(200),
      42,
      null,
    ]) {
      expect(parseColor(bad), String(bad)).toBeUndefined();
    }
  });

  it('accepts font stacks from a safe character set and re-quotes them', () => {
    expect(parseFont('Inter, sans-serif')).toBe('Inter, sans-serif');
    expect(parseFont('"Segoe UI", -apple-system, system-ui')).toBe('Segoe UI, -apple-system, system-ui');
    expect(parseFont("'Noto Sans JP', serif")).toBe('Noto Sans JP, serif');
    expect(parseFont('Font 2000, Helvetica Neue')).toBe('"Font 2000", Helvetica Neue');
    expect(parseFont('"serif"')).toBe('"serif"');
    expect(parseFont('inherit')).toBe('"inherit"');
  });

  it('drops fonts with anything outside that set', () => {
    for (const bad of ['x</style>', 'a;b', 'a{b}', 'url(x)', 'a\\62', 'a"b', '"unterminated', 'a:b', 'x'.repeat(500), '', ' , ']) {
      expect(parseFont(bad), bad).toBeUndefined();
    }
  });

  it('takes numbers only within their range', () => {
    expect(parseNumberIn('16', 8, 32)).toBe(16);
    expect(parseNumberIn('12.5px', 0, 32)).toBe(12.5);
    expect(parseNumberIn(4, 0, 32)).toBe(4);
    for (const bad of ['7', '33', '-1', '1e1', '10;', '10em', 'NaN', '']) expect(parseNumberIn(bad, 8, 32), bad).toBeUndefined();
  });

  it('parses a query string: allow-listed values kept, the rest dropped, nothing reflected', () => {
    const q = new URLSearchParams({
      theme: 'dark',
      accent: 'red;}*{color:red',
      bg: '#101010',
      font: 'x</style><script>alert(1)</script>',
      fontSize: '99',
      radius: '8',
      shadow: 'huge',
      density: 'compact',
      evil: '1',
    });
    const style = parseEmbedStyle(q);
    expect(style).toEqual({ theme: 'dark', bg: '#101010', radius: 8, density: 'compact' });
    const rule = styleRule(style);
    expect(rule).toBe(':root{--bg:#101010;--page-bg:#101010;--radius:8px;--gap:0.5rem}');
    expect(rule).not.toMatch(/[<>]|script|red/);
  });

  it('resolves the theme: explicit, else from the background, else the OS', () => {
    expect(resolveTheme({ theme: 'light', bg: '#000' })).toBe('light');
    expect(resolveTheme({ bg: '#121212' })).toBe('dark');
    expect(resolveTheme({ bg: 'rgb(250 250 250)' })).toBe('light');
    expect(resolveTheme({ bg: 'rgb(0 0 0 / 0)' })).toBeUndefined(); // transparent says nothing
    expect(resolveTheme({})).toBeUndefined();
  });

  it('gives the accent a readable foreground', () => {
    expect(styleVariables({ accent: '#ffc107' })['--accent-fg']).toBe('#111');
    expect(styleVariables({ accent: '#0d6efd' })['--accent-fg']).toBe('#fff');
  });

  it('accepts everything the SDK sends (packages/embed sanitizeStyles)', () => {
    const sent = sanitizeStyles({
      theme: 'dark', accent: '#0D6EFD', bg: '#212529', text: '#dee2e6', muted: '#adb5bd', border: '#495057', inputBg: '#2b3035',
      font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      fontSize: 16, radius: 6, shadow: 'subtle', density: 'comfortable', borderWidth: 1,
    });
    const parsed = parseEmbedStyle(sent as Record<string, unknown>);
    for (const key of STYLE_KEYS) expect(parsed[key], key).toBeDefined();
  });
});
