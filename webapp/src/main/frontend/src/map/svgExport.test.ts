import { describe, expect, it } from 'vitest';
import { escapeXml, mapSvg } from './svgExport';

describe('mapSvg', () => {
  const svg = mapSvg(
    [
      { x: 10, y: 20, size: 5, color: '#0072b2', label: '10.0.0.5' },
      { x: 100.456, y: 50, size: 8, color: '#e69f00', label: '<script>alert(1)</script> & "x"' },
    ],
    [{ x1: 10, y1: 20, x2: 100.456, y2: 50, size: 2, color: '#b0bec5' }],
    800,
    600,
  );

  it('is an SVG document of the canvas size with a line per edge and a circle and label per node', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">')).toBe(true);
    expect(svg.match(/<line /g)).toHaveLength(1);
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg.match(/<text /g)).toHaveLength(2);
    expect(svg).toContain('<circle cx="100.46" cy="50" r="8" fill="#e69f00">');
    expect(svg).toContain('<line x1="10" y1="20" x2="100.46" y2="50" stroke="#b0bec5" stroke-width="2"/>');
    // edges first, so that the nodes are drawn over them
    expect(svg.indexOf('<line')).toBeLessThan(svg.indexOf('<circle'));
  });

  it('writes a capture name as text, never as markup', () => {
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
  });

  it('is well-formed: every element closed', () => {
    // the SVG file must be well-formed: every element closed, every attribute quoted
    const tags = svg.match(/<\/?[a-z]+/g)!;
    const open = tags.filter((t) => !t.startsWith('</')).length;
    const selfClosed = (svg.match(/\/>/g) ?? []).length;
    expect(open - selfClosed).toBe(tags.filter((t) => t.startsWith('</')).length);
  });

  it('keeps anything that is no colour out of an attribute', () => {
    expect(mapSvg([{ x: 0, y: 0, size: 1, color: '" onload="x', label: 'a' }], [], 10, 10)).toContain('fill="#000000"');
  });

  it('leaves the labels out when asked', () => {
    expect(mapSvg([{ x: 0, y: 0, size: 1, color: '#000', label: 'a' }], [], 10, 10, false)).not.toContain('<text');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href='x'>"&"</a>`)).toBe('&lt;a href=&apos;x&apos;&gt;&quot;&amp;&quot;&lt;/a&gt;');
  });
});
