/**
 * Cover art for the demo posts, drawn as SVG on the machine (no downloads): a warm gradient, a sun, and
 * a sprig of leaves whose count and colour vary by post. The image pipeline rasterises it to WebP.
 */
export interface CoverSpec {
  hue: number;
  leaves: number;
  /** 0..1: where the sun sits across the picture. */
  sun: number;
}

const W = 1280;
const H = 720;

function leaf(x: number, y: number, angle: number, size: number, fill: string): string {
  return `<path transform="translate(${x} ${y}) rotate(${angle})" d="M0 0 C ${size * 0.35} ${-size * 0.35} ${size * 0.75} ${-size * 0.3} ${size} 0 C ${size * 0.75} ${size * 0.3} ${size * 0.35} ${size * 0.35} 0 0 Z" fill="${fill}"/>`;
}

export function renderCoverSvg(spec: CoverSpec): string {
  const { hue, leaves, sun } = spec;
  const stemX = W * 0.62;
  const sprig = Array.from({ length: leaves }, (_, index) => {
    const t = (index + 1) / (leaves + 1);
    const y = H * 0.92 - t * H * 0.7;
    const side = index % 2 === 0 ? -1 : 1;
    const size = 150 - t * 60;
    const fill = `hsl(${hue + 95 + index * 4} 45% ${30 + t * 20}%)`;
    return leaf(stemX + side * 4, y, side < 0 ? 200 - t * 30 : -20 + t * 30, size, fill);
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 88%)"/><stop offset="1" stop-color="hsl(${hue + 20} 60% 72%)"/>
</linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="hsl(42 95% 70%)"/><stop offset="1" stop-color="hsl(42 95% 70%)" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${W * (0.15 + sun * 0.7)}" cy="${H * 0.3}" r="260" fill="url(#sun)"/>
<circle cx="${W * (0.15 + sun * 0.7)}" cy="${H * 0.3}" r="90" fill="hsl(40 95% 62%)"/>
<path d="M0 ${H * 0.78} Q ${W * 0.3} ${H * 0.66} ${W * 0.6} ${H * 0.76} T ${W} ${H * 0.72} V ${H} H 0 Z" fill="hsl(${hue + 100} 30% 45%)" opacity="0.55"/>
<path d="M0 ${H * 0.86} Q ${W * 0.4} ${H * 0.78} ${W} ${H * 0.88} V ${H} H 0 Z" fill="hsl(${hue + 110} 35% 32%)" opacity="0.7"/>
<path d="M${stemX} ${H * 0.95} C ${stemX - 10} ${H * 0.6} ${stemX + 12} ${H * 0.4} ${stemX} ${H * 0.18}" stroke="hsl(${hue + 100} 40% 25%)" stroke-width="7" fill="none"/>
${sprig}
</svg>`;
}
