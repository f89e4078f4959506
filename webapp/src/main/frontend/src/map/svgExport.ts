// The map as an SVG file, written from the nodes' positions on screen: a drawing to edit or print, where the
// PNG export is the canvas as it is.

export interface SvgNode {
  x: number;
  y: number;
  /** The radius on screen. */
  size: number;
  color: string;
  label: string;
}

export interface SvgEdge {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  size: number;
  color: string;
}

/** Text and attribute values of the capture escaped for XML: a host name is data, never markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A colour as sigma takes it, or black for anything else: it goes into an attribute. */
const colour = (c: string) => (/^#[0-9a-f]{3,8}$/i.test(c) || /^[a-z]+$/i.test(c) ? c : '#000000');

const num = (n: number) => (Number.isFinite(n) ? Number(n.toFixed(2)) : 0);

/** A standalone SVG document of `width` × `height`: edges below the nodes, each node with its label beside it. */
export function mapSvg(nodes: readonly SvgNode[], edges: readonly SvgEdge[], width: number, height: number, labels = true): string {
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    '<g stroke-linecap="round">',
    ...edges.map(
      (e) => `<line x1="${num(e.x1)}" y1="${num(e.y1)}" x2="${num(e.x2)}" y2="${num(e.y2)}" stroke="${colour(e.color)}" stroke-width="${num(e.size)}"/>`,
    ),
    '</g>',
    '<g>',
    ...nodes.map((n) => `<circle cx="${num(n.x)}" cy="${num(n.y)}" r="${num(n.size)}" fill="${colour(n.color)}"><title>${escapeXml(n.label)}</title></circle>`),
    '</g>',
  ];
  if (labels) {
    lines.push('<g font-family="sans-serif" font-size="11" fill="#263238">');
    lines.push(...nodes.map((n) => `<text x="${num(n.x + n.size + 3)}" y="${num(n.y + 4)}">${escapeXml(n.label)}</text>`));
    lines.push('</g>');
  }
  lines.push('</svg>');
  return lines.join('\n') + '\n';
}
