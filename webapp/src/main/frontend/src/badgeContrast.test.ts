import { describe, expect, it } from 'vitest';
// @ts-expect-error: the UI's build has no Node types; the test runs in Node, where the module is there
import { readFileSync } from 'node:fs';

// WCAG 2.1 contrast of the badges' text on their fill, read from the stylesheet itself
const css: string = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

function luminance(hex: string): number {
  const c = [0, 2, 4].map((i) => parseInt(hex.slice(1 + i, 3 + i), 16) / 255).map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const rule = (selector: string) => {
  const at = css.indexOf(`${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  return css.slice(at, css.indexOf('}', at));
};
const value = (body: string, property: string) => {
  const m = new RegExp(`(?:^|[;{\\s])${property}:\\s*(#[0-9a-fA-F]{6})`).exec(body);
  if (!m) throw new Error(`no ${property} in ${body}`);
  return m[1];
};

describe('badge contrast', () => {
  it('every severity reads at 4.5:1 or more, as a badge and as a selected pill', () => {
    for (const sev of ['critical', 'high', 'medium', 'low', 'unknown']) {
      const body = rule(`.sev-${sev}`);
      const fg = value(body, '--sev');
      expect(contrast(fg, value(body, '--sev-bg')), sev).toBeGreaterThanOrEqual(4.5);
      if (sev !== 'unknown') expect(contrast('#ffffff', fg), `${sev} selected`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the grey and green source badges read at 4.5:1 or more', () => {
    for (const selector of ['.geo-offline', '.status-queued', '.badge.device', '.badge.ascii', '.badge.filetype']) {
      const body = rule(selector);
      const color = /color:\s*var\(--warn\)/.test(body) ? '#b45309' : value(body, 'color');
      expect(contrast(color, value(body, 'background')), selector).toBeGreaterThanOrEqual(4.5);
    }
  });
});
