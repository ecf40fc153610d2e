/**
 * Product "packshots" drawn locally as SVG: a container (bottle, jar, box, dropper, pouch or tube)
 * with a printed label, studio lighting and a floor shadow. No downloads and no external fonts,
 * so a fresh machine can seed a good-looking catalogue offline. Rasterised by the image pipeline.
 */
import { escapeHtml } from '@shop/shared';

export const PACKSHOT_SHAPES = ['bottle', 'jar', 'box', 'dropper', 'sachet', 'tube'] as const;
export const PACKSHOT_VIEWS = ['front', 'angle', 'back', 'lifestyle'] as const;
export type PackshotShape = (typeof PACKSHOT_SHAPES)[number];
export type PackshotView = (typeof PACKSHOT_VIEWS)[number];

export interface PackshotSpec {
  shape: PackshotShape;
  label: string;
  brand: string;
  /** Label colour, 0–360 degrees on the colour wheel. */
  hue: number;
  view: PackshotView;
}

const PACKSHOT_SIZE = 960;

const SANS = 'DejaVu Sans, Arial, Helvetica, sans-serif';
const SERIF = 'DejaVu Serif, Georgia, Times New Roman, serif';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Palette {
  primary: string;
  primaryMid: string;
  primaryDark: string;
  primaryLight: string;
  wash: string;
  bgTop: string;
  bgBottom: string;
  floor: string;
  ink: string;
  gold: string;
  cream: string;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const round = (n: number) => Math.round(n * 10) / 10;

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const light = Math.max(0, Math.min(100, l)) / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function paletteFor(hue: number): Palette {
  // Dark yellows turn olive, so the yellow band is pulled towards saffron and turmeric.
  const raw = ((hue % 360) + 360) % 360;
  const yellow = raw >= 42 && raw <= 72;
  const h = yellow ? 34 + (raw - 42) * 0.2 : raw;
  return {
    primary: hsl(h, yellow ? 72 : 52, yellow ? 40 : 34),
    primaryMid: hsl(h, 48, 45),
    primaryDark: hsl(h, 50, 19),
    primaryLight: hsl(h, 45, 88),
    wash: hsl(h, 40, 93),
    bgTop: hsl(h, 30, 97),
    bgBottom: hsl(h, 22, 88),
    floor: hsl(h, 18, 82),
    ink: hsl(h, 35, 16),
    gold: '#c79a2e',
    cream: '#fbf7ec',
  };
}

/** Rough advance widths of DejaVu Sans Bold, in ems, for wrapping without font metrics. */
function textWidth(text: string, fontSize: number, bold = true): number {
  let ems = 0;
  for (const char of text) {
    if (char === ' ') ems += 0.35;
    else if ("iljtfr.,:;'!|()[]-".includes(char)) ems += 0.4;
    else if ('mwMW'.includes(char)) ems += 0.95;
    else if (/[A-Z0-9]/.test(char)) ems += 0.74;
    else ems += 0.63;
  }
  return ems * fontSize * (bold ? 1 : 0.92);
}

/** Greedy word wrap; with `split`, a word longer than the line is broken with a hyphen. */
function wrapWords(text: string, maxWidth: number, fontSize: number, split: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let word of words) {
    while (split && textWidth(word, fontSize) > maxWidth && word.length > 4) {
      let cut = word.length - 1;
      while (cut > 2 && textWidth(`${word.slice(0, cut)}-`, fontSize) > maxWidth) cut--;
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(`${word.slice(0, cut)}-`);
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size (from max down to min) at which the text fits in maxLines lines. */
function fitText(
  text: string,
  maxWidth: number,
  options: { max: number; min: number; maxLines: number; maxHeight?: number; lineHeight?: number },
): { lines: string[]; fontSize: number } {
  const lineHeight = options.lineHeight ?? 1.14;
  const fitsHeight = (lines: string[], size: number) =>
    options.maxHeight === undefined ||
    size * lineHeight * (lines.length - 1) + size * 0.8 <= options.maxHeight;
  // Shrink before breaking a word; only at the smallest size are long words hyphenated.
  for (let size = options.max; size >= options.min; size -= 2) {
    const lines = wrapWords(text, maxWidth, size, false);
    if (
      lines.length <= options.maxLines &&
      fitsHeight(lines, size) &&
      lines.every((line) => textWidth(line, size) <= maxWidth)
    ) {
      return { lines, fontSize: size };
    }
  }
  const size = options.min;
  const lines = wrapWords(text, maxWidth, size, true);
  if (lines.length > options.maxLines) {
    const kept = lines.slice(0, options.maxLines);
    let last = kept[kept.length - 1] ?? '';
    while (last.length > 1 && textWidth(`${last}…`, size) > maxWidth) last = last.slice(0, -1);
    kept[kept.length - 1] = `${last.trimEnd()}…`;
    return { lines: kept, fontSize: size };
  }
  return { lines, fontSize: size };
}

function textBlock(
  lines: string[],
  options: {
    x: number;
    y: number;
    fontSize: number;
    lineHeight: number;
    fill: string;
    family?: string;
    weight?: number | string;
    spacing?: number;
    anchor?: 'middle' | 'start' | 'end';
  },
): string {
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="${round(options.x)}" dy="${index === 0 ? 0 : round(options.lineHeight)}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${round(options.x)}" y="${round(options.y)}" font-family="${options.family ?? SANS}" font-size="${options.fontSize}" font-weight="${options.weight ?? 700}" fill="${options.fill}" text-anchor="${options.anchor ?? 'middle'}"${options.spacing ? ` letter-spacing="${options.spacing}"` : ''}>${tspans}</text>`;
}

/** A pack size that fits the product's name, for the small print on the label. */
function packSize(label: string, shape: PackshotShape): string {
  const name = label.toLowerCase();
  const rules: [RegExp, string][] = [
    [/capsule/, '60 VEG CAPSULES'],
    [/tablet/, '60 TABLETS'],
    [/gumm/, '30 GUMMIES'],
    [/drop/, '30 ml ORAL DROPS'],
    [/multivitamin/, '60 TABLETS'],
    [/chyawanprash/, 'NET WT. 500 g'],
    [/juice|ras\b/, 'NET VOL. 500 ml'],
    [/tea/, '25 TEA BAGS'],
    [/oil/, 'NET VOL. 100 ml'],
    [/resin/, 'NET WT. 20 g'],
    [/churna|powder/, 'NET WT. 100 g'],
    [/gel|cream|balm/, 'NET WT. 50 g'],
  ];
  for (const [pattern, size] of rules) if (pattern.test(name)) return size;
  const byShape: Record<PackshotShape, string> = {
    bottle: '60 VEG CAPSULES',
    jar: 'NET WT. 250 g',
    box: '60 TABLETS',
    dropper: '30 ml ORAL DROPS',
    sachet: 'NET WT. 200 g',
    tube: 'NET WT. 50 g',
  };
  return byShape[shape];
}

// ---------------------------------------------------------------------------------------------
// Containers. Each is drawn in front view on a 960 canvas, standing on the floor at y = 810.

interface ContainerArt {
  /** Outline of the main body, used to clip the label and the lighting. */
  bodyPath: string;
  /** Everything drawn under the label (body fill, cap, neck). */
  under: string;
  /** Everything drawn over the label (lighting, glass reflections, crimps). */
  over: string;
  label: Rect & { rx: number };
  /** 'wrap' labels go round a cylinder (text kept to the middle); 'panel' labels are flat. */
  labelKind: 'wrap' | 'panel';
  /** 'dark' = white text on the colour; 'light' = coloured text on cream. */
  labelTheme: 'dark' | 'light';
  /** Horizontal extent of the footprint, for the shadow. */
  foot: { cx: number; rx: number };
  top: number;
  /** Drawn larger than its outline (about the middle of the floor line), for short containers. */
  zoom?: number;
}

const FLOOR = 810;
/** The soft arch behind the product in the lifestyle view. */
const ARCH = 'M262 724 L262 330 A208 208 0 0 1 678 330 L678 724 Z';

/** Left-to-right shading of a cylinder: dark rims, a bright highlight left of centre. */
const CYLINDER_STOPS = `
  <stop offset="0" stop-color="#000" stop-opacity="0.34"/>
  <stop offset="0.07" stop-color="#000" stop-opacity="0.12"/>
  <stop offset="0.2" stop-color="#fff" stop-opacity="0.22"/>
  <stop offset="0.27" stop-color="#fff" stop-opacity="0.42"/>
  <stop offset="0.34" stop-color="#fff" stop-opacity="0.08"/>
  <stop offset="0.62" stop-color="#000" stop-opacity="0"/>
  <stop offset="0.86" stop-color="#000" stop-opacity="0.12"/>
  <stop offset="0.95" stop-color="#fff" stop-opacity="0.08"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.3"/>`;

function ridges(x: number, y: number, w: number, h: number, step: number, colour: string, opacity: number) {
  const lines: string[] = [];
  for (let lx = x + step / 2; lx < x + w; lx += step) lines.push(`M${round(lx)} ${y}v${h}`);
  return `<path d="${lines.join('')}" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="3"/>`;
}

function bottle(p: Palette): ContainerArt {
  const bodyPath =
    'M382 282 C332 287 300 310 300 356 L300 776 Q300 810 334 810 L626 810 Q660 810 660 776 L660 356 C660 310 628 287 578 282 Z';
  return {
    bodyPath,
    under: `
      <rect x="384" y="244" width="192" height="46" fill="#ecebe6"/>
      <rect x="384" y="244" width="192" height="46" fill="url(#cyl)"/>
      <path d="${bodyPath}" fill="#f7f6f2"/>
      <rect x="360" y="150" width="240" height="104" rx="14" fill="${p.primaryDark}"/>
      ${ridges(360, 160, 240, 84, 12, '#000', 0.22)}
      <rect x="360" y="150" width="240" height="104" rx="14" fill="url(#cyl)"/>
      <rect x="360" y="150" width="240" height="12" rx="6" fill="#fff" fill-opacity="0.18"/>
      <rect x="354" y="244" width="252" height="14" rx="7" fill="${p.primaryDark}"/>
      <rect x="354" y="244" width="252" height="14" rx="7" fill="url(#cyl)"/>`,
    over: `<path d="${bodyPath}" fill="url(#cyl)"/>
      <path d="M330 330 C 340 310 360 298 380 294" stroke="#fff" stroke-opacity="0.7" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    label: { x: 300, y: 400, w: 360, h: 340, rx: 0 },
    labelKind: 'wrap',
    labelTheme: 'dark',
    foot: { cx: 480, rx: 200 },
    top: 150,
  };
}

function jar(p: Palette): ContainerArt {
  const bodyPath =
    'M282 452 L678 452 Q698 456 698 482 L698 778 Q698 810 664 810 L296 810 Q262 810 262 778 L262 482 Q262 456 282 452 Z';
  return {
    bodyPath,
    under: `
      <path d="${bodyPath}" fill="#f7f5ef"/>
      <rect x="250" y="344" width="460" height="118" rx="20" fill="${p.primaryDark}"/>
      ${ridges(250, 356, 460, 96, 10, '#000', 0.18)}
      <rect x="250" y="344" width="460" height="118" rx="20" fill="url(#cyl)"/>
      <rect x="250" y="344" width="460" height="16" rx="8" fill="#fff" fill-opacity="0.2"/>
      <rect x="246" y="446" width="468" height="14" rx="7" fill="${p.primaryDark}"/>`,
    over: `<path d="${bodyPath}" fill="url(#cyl)"/>`,
    label: { x: 262, y: 498, w: 436, h: 272, rx: 0 },
    labelKind: 'wrap',
    labelTheme: 'dark',
    foot: { cx: 480, rx: 240 },
    top: 344,
    zoom: 1.22,
  };
}

function box(p: Palette): ContainerArt {
  const bodyPath = 'M286 200 L650 200 L650 810 L286 810 Z';
  const top = 'M286 200 L322 172 L686 172 L650 200 Z';
  const side = 'M650 200 L686 172 L686 782 L650 810 Z';
  return {
    bodyPath,
    under: `
      <path d="${top}" fill="${p.primaryMid}"/>
      <path d="${top}" fill="#fff" fill-opacity="0.28"/>
      <path d="${side}" fill="${p.primaryDark}"/>
      <path d="${side}" fill="url(#boxSide)"/>
      <path d="${bodyPath}" fill="url(#boxFace)"/>
      <rect x="286" y="200" width="364" height="118" fill="${p.primaryDark}" fill-opacity="0.35"/>
      <rect x="286" y="722" width="364" height="88" fill="${p.primaryDark}" fill-opacity="0.35"/>
      <rect x="286" y="316" width="364" height="4" fill="${p.gold}"/>
      <text x="468" y="266" font-family="${SERIF}" font-size="17" font-weight="700" fill="${p.gold}" text-anchor="middle" letter-spacing="5">NATURAL WELLNESS</text>
      <path d="M348 284 H440 M496 284 H588" stroke="${p.gold}" stroke-width="1.5" stroke-opacity="0.8"/>
      ${leafMark(468, 284, 18, p.gold)}
      <rect x="286" y="720" width="364" height="4" fill="${p.gold}"/>`,
    over: `
      <path d="${bodyPath}" fill="url(#boxSheen)"/>
      <path d="M286 200 L650 200 L686 172" stroke="#fff" stroke-opacity="0.5" stroke-width="2" fill="none"/>
      <path d="M650 200 L650 810" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`,
    label: { x: 310, y: 346, w: 316, h: 350, rx: 12 },
    labelKind: 'panel',
    labelTheme: 'light',
    foot: { cx: 490, rx: 230 },
    top: 172,
  };
}

function dropper(p: Palette): ContainerArt {
  const bodyPath =
    'M428 426 C378 432 352 456 352 498 L352 780 Q352 810 382 810 L578 810 Q608 810 608 780 L608 498 C608 456 582 432 532 426 Z';
  const amber = hsl(26, 85, 27);
  return {
    bodyPath,
    under: `
      <path d="M436 176 C436 140 524 140 524 176 L528 300 L432 300 Z" fill="#2b2622"/>
      <path d="M436 176 C436 140 524 140 524 176 L528 300 L432 300 Z" fill="url(#cyl)"/>
      <rect x="402" y="292" width="156" height="110" rx="10" fill="#1f1c1a"/>
      ${ridges(402, 300, 156, 94, 9, '#fff', 0.08)}
      <rect x="402" y="292" width="156" height="110" rx="10" fill="url(#cyl)"/>
      <rect x="402" y="384" width="156" height="12" fill="${p.primary}"/>
      <rect x="402" y="384" width="156" height="12" fill="url(#cyl)"/>
      <rect x="428" y="398" width="104" height="34" fill="${amber}"/>
      <path d="${bodyPath}" fill="${amber}"/>`,
    over: `
      <path d="${bodyPath}" fill="url(#cyl)"/>
      <rect x="428" y="398" width="104" height="34" fill="url(#cyl)"/>
      <path d="M372 500 C372 470 385 455 410 446" stroke="#fff" stroke-opacity="0.55" stroke-width="7" fill="none" stroke-linecap="round"/>
      <rect x="372" y="560" width="9" height="200" rx="4.5" fill="#fff" fill-opacity="0.35"/>
      <path d="M450 184 C450 164 462 158 470 158" stroke="#fff" stroke-opacity="0.35" stroke-width="6" fill="none" stroke-linecap="round"/>
      <rect x="402" y="292" width="156" height="8" rx="4" fill="#fff" fill-opacity="0.12"/>`,
    label: { x: 352, y: 520, w: 256, h: 250, rx: 0 },
    labelKind: 'wrap',
    labelTheme: 'light',
    foot: { cx: 480, rx: 150 },
    top: 150,
  };
}

function sachet(p: Palette): ContainerArt {
  const bodyPath =
    'M304 178 L656 178 Q664 178 664 190 C672 380 676 600 670 786 Q668 810 644 810 L316 810 Q292 810 290 786 C284 600 288 380 296 190 Q296 178 304 178 Z';
  const crimps: string[] = [];
  for (let y = 190; y < 232; y += 7) crimps.push(`M300 ${y}H660`);
  return {
    bodyPath,
    under: `<path d="${bodyPath}" fill="url(#pouch)"/>`,
    over: `
      <path d="${crimps.join('')}" stroke="#000" stroke-opacity="0.16" stroke-width="2"/>
      <path d="M296 252 H664" stroke="#000" stroke-opacity="0.18" stroke-width="3" stroke-dasharray="10 6"/>
      <path d="M296 240 l12 6 l-12 6 Z M664 240 l-12 6 l12 6 Z" fill="${p.primaryDark}" fill-opacity="0.6"/>
      <path d="${bodyPath}" fill="url(#pouchSheen)"/>
      <path d="M300 760 Q480 736 660 760" stroke="#000" stroke-opacity="0.12" stroke-width="3" fill="none"/>
      <path d="M318 300 C312 450 312 600 318 740" stroke="#fff" stroke-opacity="0.35" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    label: { x: 328, y: 300, w: 304, h: 410, rx: 18 },
    labelKind: 'panel',
    labelTheme: 'light',
    foot: { cx: 480, rx: 215 },
    top: 178,
  };
}

function tube(p: Palette): ContainerArt {
  const bodyPath = 'M330 196 L630 196 C630 430 566 600 552 712 L408 712 C394 600 330 430 330 196 Z';
  const crimps: string[] = [];
  for (let y = 158; y < 198; y += 6) crimps.push(`M326 ${y}H634`);
  return {
    bodyPath,
    under: `
      <rect x="322" y="150" width="316" height="52" rx="4" fill="#eeece6"/>
      <path d="${bodyPath}" fill="#f8f7f3"/>
      <rect x="418" y="704" width="124" height="26" rx="6" fill="${p.primaryDark}"/>
      <rect x="398" y="724" width="164" height="86" rx="14" fill="${p.primary}"/>
      ${ridges(398, 732, 164, 70, 10, '#000', 0.15)}
      <rect x="398" y="724" width="164" height="86" rx="14" fill="url(#cyl)"/>`,
    over: `
      <path d="${crimps.join('')}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
      <rect x="322" y="150" width="316" height="52" rx="4" fill="url(#cyl)"/>
      <path d="${bodyPath}" fill="url(#cyl)"/>`,
    label: { x: 330, y: 236, w: 300, h: 330, rx: 0 },
    labelKind: 'wrap',
    labelTheme: 'dark',
    foot: { cx: 480, rx: 150 },
    top: 150,
  };
}

const CONTAINERS: Record<PackshotShape, (p: Palette) => ContainerArt> = {
  bottle,
  jar,
  box,
  dropper,
  sachet,
  tube,
};

// ---------------------------------------------------------------------------------------------
// Labels

/** The Indian "vegetarian" mark: a green square with a green dot. */
function vegMark(x: number, y: number, size: number): string {
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="2" fill="#fff" stroke="#1e8e3e" stroke-width="${round(size / 10)}"/>
    <circle cx="${round(x + size / 2)}" cy="${round(y + size / 2)}" r="${round(size * 0.27)}" fill="#1e8e3e"/>`;
}

function leafMark(cx: number, cy: number, size: number, fill: string): string {
  const s = size / 30;
  return `<g transform="translate(${round(cx)} ${round(cy)}) scale(${round(s * 100) / 100})">
    <path d="M-2 10 C-14 2 -12 -12 4 -16 C10 -6 8 6 -2 10 Z" fill="${fill}"/>
    <path d="M2 10 C14 6 18 -4 14 -10 C6 -8 2 0 2 10 Z" fill="${fill}" fill-opacity="0.7"/>
    <path d="M-2 10 C-2 2 0 -6 4 -14" stroke="#fff" stroke-opacity="0.6" stroke-width="1.4" fill="none"/>
  </g>`;
}

function frontLabel(art: ContainerArt, spec: PackshotSpec, p: Palette): string {
  const L = art.label;
  const dark = art.labelTheme === 'dark';
  const textWidthAvailable = art.labelKind === 'wrap' ? L.w * 0.74 : L.w - 40;
  const cx = L.x + L.w / 2;
  const background = dark ? p.primary : p.cream;
  const nameColour = dark ? '#ffffff' : p.ink;
  const brandColour = dark ? p.primaryLight : p.primary;
  const parts: string[] = [];

  parts.push(
    `<rect x="${L.x}" y="${L.y}" width="${L.w}" height="${L.h}" rx="${L.rx}" fill="${background}"/>`,
  );
  if (dark) {
    // A fine gold frame and a lighter band at the bottom, like a printed wrap-around label.
    parts.push(`<rect x="${L.x}" y="${L.y + 8}" width="${L.w}" height="2" fill="${p.gold}"/>`);
    parts.push(`<rect x="${L.x}" y="${L.y + L.h - 10}" width="${L.w}" height="2" fill="${p.gold}"/>`);
    parts.push(
      `<rect x="${L.x}" y="${L.y + L.h - L.h * 0.2}" width="${L.w}" height="${round(L.h * 0.2 - 12)}" fill="${p.primaryDark}" fill-opacity="0.45"/>`,
    );
  } else {
    parts.push(
      `<rect x="${L.x}" y="${L.y}" width="${L.w}" height="${round(L.h * 0.2)}" rx="${L.rx}" fill="${p.primary}"/>`,
    );
    if (L.rx === 0 || L.h * 0.2 > L.rx * 2) {
      parts.push(
        `<rect x="${L.x}" y="${round(L.y + L.h * 0.2 - L.rx)}" width="${L.w}" height="${L.rx}" fill="${p.primary}"/>`,
      );
    }
    parts.push(`<rect x="${L.x}" y="${round(L.y + L.h * 0.2)}" width="${L.w}" height="3" fill="${p.gold}"/>`);
  }

  // Brand: small capitals, letter-spaced.
  const brandBand = L.h * 0.2;
  const brand = fitText(spec.brand.toUpperCase(), textWidthAvailable * 0.9, {
    max: Math.min(26, Math.round(L.h / 12)),
    min: 14,
    maxLines: 1,
  });
  const brandY = dark
    ? L.y + brandBand * 0.62 + brand.fontSize * 0.35
    : L.y + brandBand / 2 + brand.fontSize * 0.36;
  parts.push(
    textBlock(brand.lines, {
      x: cx,
      y: brandY,
      fontSize: brand.fontSize,
      lineHeight: 0,
      fill: dark ? brandColour : '#ffffff',
      family: SERIF,
      spacing: round(brand.fontSize * 0.18),
    }),
  );

  // Product name: the hero of the label, 1 to 3 lines.
  const nameTop = L.y + brandBand + 12;
  const nameBottom = L.y + L.h * 0.8 - 12;
  const leafSize = Math.min(30, L.h * 0.09);
  const name = fitText(spec.label, textWidthAvailable, {
    max: Math.min(46, Math.round(L.h / 7)),
    min: 18,
    maxLines: 3,
    maxHeight: nameBottom - nameTop - leafSize - 12,
  });
  const lineHeight = name.fontSize * 1.14;
  const blockHeight = lineHeight * (name.lines.length - 1) + name.fontSize * 0.74;
  const contentHeight = leafSize + 12 + blockHeight;
  const startY = nameTop + (nameBottom - nameTop - contentHeight) / 2;
  parts.push(leafMark(cx, startY + leafSize / 2, leafSize, dark ? p.gold : p.primaryMid));
  parts.push(
    textBlock(name.lines, {
      x: cx,
      y: startY + leafSize + 12 + name.fontSize * 0.74,
      fontSize: name.fontSize,
      lineHeight,
      fill: nameColour,
    }),
  );

  // Bottom band: veg mark and pack size.
  const size = packSize(spec.label, spec.shape);
  const smallSize = Math.max(11, Math.min(17, Math.round(L.h / 22)));
  const bandMid = L.y + L.h * 0.9 - (dark ? 5 : 0);
  const sizeWidth = textWidth(size, smallSize);
  const markSize = smallSize + 3;
  const totalWidth = markSize + 10 + sizeWidth;
  const startX = cx - totalWidth / 2;
  parts.push(vegMark(round(startX), round(bandMid - markSize / 2), markSize));
  parts.push(
    textBlock([size], {
      x: startX + markSize + 10,
      y: bandMid + smallSize * 0.36,
      fontSize: smallSize,
      lineHeight: 0,
      fill: dark ? '#ffffff' : p.ink,
      anchor: 'start',
      spacing: 1,
    }),
  );
  if (!dark)
    parts.push(
      `<rect x="${L.x + 22}" y="${round(L.y + L.h * 0.8)}" width="${L.w - 44}" height="1.5" fill="${p.gold}"/>`,
    );
  return parts.join('\n');
}

/** The back: a "Supplement Facts" panel with rules and lines of small print, and a barcode. */
function backLabel(art: ContainerArt, spec: PackshotSpec, p: Palette): string {
  const L = art.label;
  const dark = art.labelTheme === 'dark';
  const inset = art.labelKind === 'wrap' ? L.w * 0.15 : 18;
  const panel = { x: L.x + inset, y: L.y + 14, w: L.w - inset * 2, h: L.h - 28 };
  const parts: string[] = [];
  parts.push(
    `<rect x="${L.x}" y="${L.y}" width="${L.w}" height="${L.h}" rx="${L.rx}" fill="${dark ? p.primary : p.cream}"/>`,
  );
  parts.push(
    `<rect x="${round(panel.x)}" y="${panel.y}" width="${round(panel.w)}" height="${panel.h}" rx="6" fill="#ffffff"/>`,
  );
  parts.push(
    `<rect x="${round(panel.x)}" y="${panel.y}" width="${round(panel.w)}" height="${panel.h}" rx="6" fill="none" stroke="#222" stroke-width="2"/>`,
  );
  const pad = 12;
  const innerX = panel.x + pad;
  const innerW = panel.w - pad * 2;
  const title = fitText('Supplement Facts', innerW * 0.9, {
    max: Math.min(30, Math.round(panel.h / 9)),
    min: 12,
    maxLines: 1,
  });
  let y = panel.y + pad + title.fontSize * 0.8;
  parts.push(
    textBlock(title.lines, {
      x: innerX,
      y,
      fontSize: title.fontSize,
      lineHeight: 0,
      fill: '#111',
      anchor: 'start',
    }),
  );
  const small = Math.max(9, Math.round(title.fontSize * 0.46));
  y += small + 8;
  parts.push(
    textBlock(['Serving size: as directed'], {
      x: innerX,
      y,
      fontSize: small,
      lineHeight: 0,
      fill: '#333',
      anchor: 'start',
      weight: 400,
    }),
  );
  y += 8;
  parts.push(`<rect x="${round(innerX)}" y="${round(y)}" width="${round(innerW)}" height="7" fill="#111"/>`);
  y += 7 + small + 4;
  parts.push(
    textBlock(['Amount per serving'], {
      x: innerX,
      y,
      fontSize: small,
      lineHeight: 0,
      fill: '#111',
      anchor: 'start',
    }),
  );
  y += 6;
  parts.push(`<rect x="${round(innerX)}" y="${round(y)}" width="${round(innerW)}" height="2" fill="#111"/>`);
  // Rows: an ingredient-like bar on the left, an amount-like bar on the right, a hairline between rows.
  const rowHeight = Math.max(14, Math.round(small * 1.9));
  const barcodeSpace = 62;
  const bottom = panel.y + panel.h - pad - barcodeSpace;
  let row = 0;
  y += rowHeight * 0.5;
  while (y + rowHeight * 0.5 < bottom) {
    const seed = (spec.label.length * 7 + row * 13 + spec.hue) % 10;
    const leftWidth = innerW * (0.38 + seed / 30);
    const rightWidth = innerW * (0.12 + (seed % 3) / 40);
    parts.push(
      `<rect x="${round(innerX)}" y="${round(y - 3)}" width="${round(leftWidth)}" height="6" rx="3" fill="#555" fill-opacity="0.75"/>`,
    );
    parts.push(
      `<rect x="${round(innerX + innerW - rightWidth)}" y="${round(y - 3)}" width="${round(rightWidth)}" height="6" rx="3" fill="#555" fill-opacity="0.75"/>`,
    );
    parts.push(
      `<rect x="${round(innerX)}" y="${round(y + rowHeight / 2)}" width="${round(innerW)}" height="1" fill="#111" fill-opacity="0.5"/>`,
    );
    y += rowHeight;
    row++;
  }
  // Barcode, drawn from the label's characters so it is stable for a product.
  const barcodeY = panel.y + panel.h - pad - 50;
  const barcodeW = Math.min(innerW * 0.6, 150);
  const bars: string[] = [];
  let bx = 0;
  let index = 0;
  const source = `${spec.brand}${spec.label}`;
  while (bx < barcodeW - 4) {
    const code = source.charCodeAt(index % source.length);
    const w = 1 + (code % 3);
    if (index % 2 === 0) bars.push(`M${round(innerX + bx + w / 2)} ${barcodeY}v40`);
    bx += w + 1 + ((code >> 2) % 2);
    index++;
  }
  parts.push(`<path d="${bars.join('')}" stroke="#111" stroke-width="2"/>`);
  const brand = fitText(spec.brand, innerW - barcodeW - 8, { max: 14, min: 8, maxLines: 1 });
  parts.push(
    textBlock(brand.lines, {
      x: innerX + innerW,
      y: barcodeY + 18,
      fontSize: brand.fontSize,
      lineHeight: 0,
      fill: '#333',
      anchor: 'end',
    }),
  );
  parts.push(
    textBlock(['MADE IN INDIA'], {
      x: innerX + innerW,
      y: barcodeY + 36,
      fontSize: Math.max(8, brand.fontSize - 3),
      lineHeight: 0,
      fill: '#555',
      anchor: 'end',
      weight: 400,
    }),
  );
  if (!dark) {
    // Keep a strip of brand colour so the back still reads as the same product.
    parts.push(`<rect x="${L.x}" y="${L.y}" width="${L.w}" height="8" fill="${p.primary}"/>`);
  }
  return parts.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Scenes

function leaf(x: number, y: number, length: number, width: number, angle: number, fill: string): string {
  const l = length;
  const w = width;
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})">
    <path d="M0 0 C${round(l * 0.25)} ${round(-w)} ${round(l * 0.7)} ${round(-w * 0.9)} ${l} 0 C${round(l * 0.7)} ${round(w * 0.9)} ${round(l * 0.25)} ${round(w)} 0 0 Z" fill="${fill}"/>
    <path d="M0 0 C${round(l * 0.25)} ${round(-w)} ${round(l * 0.7)} ${round(-w * 0.9)} ${l} 0 Z" fill="#fff" fill-opacity="0.1"/>
    <path d="M${round(-l * 0.12)} 0 L${round(l * 0.92)} 0" stroke="#fff" stroke-opacity="0.35" stroke-width="2" fill="none"/>
  </g>`;
}

function studioBackground(): string {
  return `
    <rect width="960" height="960" fill="url(#bg)"/>
    <ellipse cx="480" cy="430" rx="440" ry="400" fill="url(#glow)"/>
    <rect y="600" width="960" height="360" fill="url(#floor)"/>`;
}

function lifestyleBackground(): string {
  const grain: string[] = [];
  for (let i = 0; i < 9; i++) {
    const y = 740 + i * 26 + (i % 3) * 4;
    grain.push(`M0 ${y} C240 ${y - 8 + (i % 2) * 14} 560 ${y + 10 - (i % 2) * 14} 960 ${y - 4}`);
  }
  return `
    <rect width="960" height="960" fill="url(#warmBg)"/>
    <ellipse cx="640" cy="300" rx="420" ry="320" fill="url(#sun)"/>
    <rect y="724" width="960" height="236" fill="url(#wood)"/>
    <path d="${grain.join('')}" stroke="#5a3a20" stroke-opacity="0.14" stroke-width="3" fill="none"/>
    <rect y="724" width="960" height="6" fill="#fff" fill-opacity="0.25"/>`;
}

function herbsBehind(hue: number): string {
  const greens = [hsl(118, 38, 30), hsl(128, 34, 38), hsl(105, 40, 34), hsl(138, 30, 28)];
  const g = (i: number) => greens[(i + Math.round(hue / 90)) % greens.length]!;
  return `
    <path d="M200 740 C220 600 240 470 300 360" stroke="${hsl(100, 25, 30)}" stroke-width="5" fill="none"/>
    ${leaf(300, 360, 120, 34, -70, g(0))}
    ${leaf(270, 440, 130, 36, -140, g(1))}
    ${leaf(262, 470, 125, 34, -30, g(2))}
    ${leaf(236, 560, 140, 40, -160, g(3))}
    ${leaf(232, 590, 120, 32, -40, g(0))}
    ${leaf(214, 670, 120, 34, -170, g(1))}
    <path d="M780 745 C760 610 730 520 690 430" stroke="${hsl(100, 25, 30)}" stroke-width="5" fill="none"/>
    ${leaf(690, 430, 110, 30, -110, g(2))}
    ${leaf(716, 500, 120, 34, -40, g(3))}
    ${leaf(728, 540, 118, 32, -150, g(0))}
    ${leaf(752, 620, 130, 36, -20, g(1))}
    ${leaf(758, 660, 110, 30, -165, g(2))}`;
}

function herbsFront(): string {
  const berries = [
    [236, 800, 16],
    [262, 812, 14],
    [214, 822, 15],
    [246, 832, 13],
    [280, 836, 12],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#c8452c"/><circle cx="${x! - r! * 0.35}" cy="${y! - r! * 0.35}" r="${round(r! * 0.3)}" fill="#fff" fill-opacity="0.55"/>`,
    )
    .join('');
  return `
    <ellipse cx="250" cy="840" rx="90" ry="14" fill="#3b2412" fill-opacity="0.25"/>
    ${berries}
    ${leaf(300, 850, 110, 28, 170, hsl(120, 36, 32))}
    ${leaf(150, 850, 96, 26, -12, hsl(110, 40, 38))}
    <ellipse cx="730" cy="866" rx="130" ry="18" fill="#3b2412" fill-opacity="0.3"/>
    <path d="M610 800 C616 866 680 880 730 880 C780 880 844 866 850 800 Z" fill="url(#bowl)"/>
    <ellipse cx="730" cy="800" rx="120" ry="26" fill="#7a4a26"/>
    <ellipse cx="730" cy="802" rx="106" ry="20" fill="#c89a5a"/>
    <path d="M634 802 C670 772 790 772 826 802 C790 816 670 816 634 802 Z" fill="#b8864a"/>
    <ellipse cx="708" cy="790" rx="36" ry="6" fill="#fff" fill-opacity="0.25"/>
    ${leaf(780, 786, 70, 18, -160, hsl(125, 38, 34))}`;
}

function defs(p: Palette, spec: PackshotSpec, art: ContainerArt): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.floor}" stop-opacity="0"/><stop offset="0.45" stop-color="${p.floor}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.floor}"/>
    </linearGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#1a1410" stop-opacity="0.5"/><stop offset="0.55" stop-color="#1a1410" stop-opacity="0.22"/><stop offset="1" stop-color="#1a1410" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="cyl" x1="0" y1="0" x2="1" y2="0">${CYLINDER_STOPS}</linearGradient>
    <linearGradient id="boxFace" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.primaryMid}"/><stop offset="1" stop-color="${p.primary}"/>
    </linearGradient>
    <linearGradient id="boxSide" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </linearGradient>
    <linearGradient id="boxSheen" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
    </linearGradient>
    <linearGradient id="pouch" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.primaryMid}"/><stop offset="0.6" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.primaryDark}"/>
    </linearGradient>
    <linearGradient id="pouchSheen" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.08" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.04"/><stop offset="0.75" stop-color="#000" stop-opacity="0.02"/><stop offset="0.95" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>
    </linearGradient>
    <linearGradient id="warmBg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(38, 45, 94)}"/><stop offset="1" stop-color="${hsl(32, 35, 84)}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fffaf0" stop-opacity="0.9"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(28, 38, 58)}"/><stop offset="1" stop-color="${hsl(24, 40, 40)}"/>
    </linearGradient>
    <linearGradient id="bowl" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#5b3418"/><stop offset="0.35" stop-color="#8a5630"/><stop offset="1" stop-color="#4a2a12"/>
    </linearGradient>
    <linearGradient id="archShade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.06"/>
    </linearGradient>
    <clipPath id="body"><path d="${art.bodyPath}"/></clipPath>
    <title>${escapeHtml(`${spec.brand} ${spec.label}`)}</title>
  </defs>`;
}

/**
 * A 960x960 SVG packshot of a product. Deterministic: the same spec always gives the same picture.
 */
export function renderPackshotSvg(spec: PackshotSpec): string {
  const p = paletteFor(spec.hue);
  const art = CONTAINERS[spec.shape](p);
  const label = spec.view === 'back' ? backLabel(art, spec, p) : frontLabel(art, spec, p);
  const zoom = art.zoom ?? 1;
  const product = `<g transform="translate(480 ${FLOOR}) scale(${zoom}) translate(-480 ${-FLOOR})">${art.under}
    <g clip-path="url(#body)">${label}</g>
    ${art.over}</g>`;

  const top = FLOOR - (FLOOR - art.top) * zoom;
  const footCx = 480 + (art.foot.cx - 480) * zoom;
  const footRx = art.foot.rx * zoom;
  const shadow = (cx: number, rx: number, y: number, ry: number, opacity = 1) =>
    `<ellipse cx="${round(cx)}" cy="${round(y)}" rx="${round(rx)}" ry="${round(ry)}" fill="url(#shadow)" opacity="${opacity}"/>`;

  let scene: string;
  if (spec.view === 'lifestyle') {
    // Smaller, on a wooden table in front of a soft arch, among leaves, berries and a bowl of powder.
    const scale = 0.76;
    const tx = 480 - 480 * scale - 10;
    const baseY = 808;
    const ty = baseY - FLOOR * scale;
    scene = `${lifestyleBackground()}
      <path d="${ARCH}" fill="${p.primaryLight}" fill-opacity="0.7"/>
      <path d="${ARCH}" fill="url(#archShade)"/>
      ${herbsBehind(spec.hue)}
      ${shadow(footCx * scale + tx + 16, footRx * scale * 1.3, baseY + 4, 20, 1)}
      ${shadow(footCx * scale + tx, footRx * scale * 0.98, baseY, 7, 1)}
      <g transform="translate(${round(tx)} ${round(ty)}) scale(${scale})">${product}</g>
      ${herbsFront()}`;
  } else if (spec.view === 'angle') {
    // A three-quarter hero shot: turned and tilted slightly, lifted off the floor.
    const centreY = (top + FLOOR) / 2;
    scene = `${studioBackground()}
      ${shadow(footCx + 20, footRx * 1.05, FLOOR + 22, 24, 0.75)}
      <g transform="translate(480 ${round(centreY - 24)}) rotate(-9) scale(0.9 0.96) skewY(-3) translate(-480 ${round(-centreY)})">${product}</g>`;
  } else {
    scene = `${studioBackground()}
      ${shadow(footCx + 16, footRx * 1.2, FLOOR + 6, 28)}
      ${shadow(footCx, footRx * 0.98, FLOOR, 8)}
      ${product}`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PACKSHOT_SIZE}" height="${PACKSHOT_SIZE}" viewBox="0 0 960 960">
  ${defs(p, spec, art)}
  ${scene}
</svg>`;
}
