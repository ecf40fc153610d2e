import type { ReactNode } from 'react';

/**
 * The gallery's six pictures, illustrated inline: a CSS gradient sky or wall behind a simple SVG
 * scene. No image downloads, and they stay sharp on every screen.
 */
export interface GalleryPicture {
  title: string;
  caption: string;
  background: string;
  art: ReactNode;
}

const svg = {
  viewBox: '0 0 400 300',
  focusable: false,
  className: 'h-full w-full',
} as const;

function TulsiArt() {
  return (
    <svg {...svg} aria-hidden="true">
      <circle cx="310" cy="70" r="38" fill="#f5a524" />
      <circle cx="310" cy="70" r="56" fill="#f5a524" opacity=".2" />
      <path d="M0 250h400v50H0z" fill="#c99a5b" />
      <path d="M150 200h100l-12 70h-76z" fill="#b45f2b" />
      <rect x="140" y="190" width="120" height="18" rx="4" fill="#cf7a3d" />
      <path d="M200 195V90" stroke="#2b5927" strokeWidth="5" />
      {[100, 125, 150, 175].map((y, i) => (
        <g key={y} fill={i % 2 ? '#458c3c' : '#66a95d'}>
          <path d={`M200 ${y}c-24-2-40-14-44-32 22 0 38 12 44 32z`} />
          <path d={`M200 ${y + 6}c20-6 38-2 48 14-20 6-38 2-48-14z`} />
        </g>
      ))}
      <circle cx="200" cy="86" r="7" fill="#7a3d8c" />
    </svg>
  );
}

function RootsArt() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M0 120h400v180H0z" fill="#7a4a2a" />
      <path d="M0 120c80-16 160 12 240-4s120-4 160 6v12H0z" fill="#5b3720" />
      <g stroke="#e9d3ae" strokeWidth="7" strokeLinecap="round" fill="none">
        <path d="M200 110c0 40-10 70-30 110" />
        <path d="M200 130c14 30 30 56 60 84" />
        <path d="M188 170c-24 10-44 30-58 60" />
        <path d="M214 180c8 24 6 50-4 76" />
      </g>
      <path d="M200 112V40" stroke="#2b5927" strokeWidth="6" />
      <path d="M200 70c-30-4-46-20-50-40 26 0 44 14 50 40z" fill="#66a95d" />
      <path d="M200 60c24-10 46-6 58 12-24 8-44 4-58-12z" fill="#458c3c" />
      <circle cx="182" cy="52" r="7" fill="#d9480f" />
      <circle cx="220" cy="44" r="6" fill="#d9480f" />
    </svg>
  );
}

function SpicesArt() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M0 190h400v110H0z" fill="#a0673a" />
      <path d="M0 190h400v8H0z" fill="#8a5630" />
      {[
        { x: 95, fill: '#f2b705' },
        { x: 200, fill: '#c2410c' },
        { x: 305, fill: '#6b8e23' },
      ].map((bowl) => (
        <g key={bowl.x}>
          <ellipse cx={bowl.x} cy="178" rx="44" ry="12" fill={bowl.fill} />
          <path d={`M${bowl.x - 46} 178h92c0 28-20 44-46 44s-46-16-46-44z`} fill="#fbf8f1" />
          <path d={`M${bowl.x - 46} 178h92`} stroke="#e7dcc6" strokeWidth="4" />
          <path d={`M${bowl.x - 32} 176c10-20 54-20 64 0z`} fill={bowl.fill} />
        </g>
      ))}
      <path d="M70 120c-6-26 8-46 34-52 6 26-8 46-34 52z" fill="#66a95d" />
      <path d="M300 110c4-24 22-38 46-36-4 24-22 38-46 36z" fill="#458c3c" />
      <circle cx="200" cy="92" r="10" fill="#f2b705" opacity=".5" />
      <circle cx="226" cy="110" r="6" fill="#c2410c" opacity=".5" />
    </svg>
  );
}

function TeaArt() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M0 220h400v80H0z" fill="#e9d8b8" />
      <ellipse cx="200" cy="240" rx="110" ry="18" fill="#d6c29c" />
      <path d="M120 140h160v40c0 40-36 64-80 64s-80-24-80-64z" fill="#fbf8f1" />
      <path d="M280 160c30 0 36 40 0 48" stroke="#fbf8f1" strokeWidth="12" fill="none" />
      <ellipse cx="200" cy="140" rx="80" ry="14" fill="#b7791f" />
      <g stroke="#fff" strokeWidth="5" strokeLinecap="round" fill="none" opacity=".8">
        <path d="M170 120c-10-16 10-26 0-44" />
        <path d="M200 116c-10-16 10-26 0-44" />
        <path d="M230 120c-10-16 10-26 0-44" />
      </g>
      <path d="M60 230c0-26 18-44 44-46-2 26-18 44-44 46z" fill="#458c3c" />
      <path d="M320 236c4-24 24-38 48-36-4 24-24 38-48 36z" fill="#66a95d" />
    </svg>
  );
}

function AmlaArt() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M70 170h260l-24 100H94z" fill="#b7791f" />
      <g stroke="#8a5a14" strokeWidth="4">
        <path d="M80 200h240" />
        <path d="M88 232h224" />
      </g>
      {[
        { cx: 120, cy: 160, r: 26 },
        { cx: 168, cy: 150, r: 28 },
        { cx: 220, cy: 154, r: 27 },
        { cx: 268, cy: 162, r: 25 },
        { cx: 145, cy: 128, r: 24 },
        { cx: 196, cy: 120, r: 26 },
        { cx: 244, cy: 128, r: 24 },
      ].map(({ cx, cy, r }) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r={r} fill="#a3c945" />
          <path d={`M${cx} ${cy - r}v${r * 2}`} stroke="#7f9f2c" strokeWidth="2" opacity=".6" />
          <circle cx={cx - 8} cy={cy - 8} r="5" fill="#fff" opacity=".4" />
        </g>
      ))}
      <path d="M300 100c-6-30 10-54 40-60 6 30-10 54-40 60z" fill="#458c3c" />
    </svg>
  );
}

function PackingArt() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M0 230h400v70H0z" fill="#d6c29c" />
      <path d="M40 110h320v10H40zM40 200h320v10H40z" fill="#8a5a14" />
      {[70, 130, 190, 250, 310].map((x, i) => (
        <g key={x}>
          <rect x={x - 16} y="66" width="32" height="44" rx="6" fill={i % 2 ? '#2b5927' : '#458c3c'} />
          <rect x={x - 10} y="56" width="20" height="12" rx="3" fill="#e58a00" />
          <rect x={x - 11} y="80" width="22" height="16" rx="3" fill="#fbf8f1" />
        </g>
      ))}
      {[80, 170, 260].map((x) => (
        <g key={x}>
          <rect x={x} y="150" width="70" height="50" rx="4" fill="#ddb57a" />
          <path d={`M${x} 166h70`} stroke="#c99a5b" strokeWidth="6" />
          <path d={`M${x + 30} 184c0-10 6-16 16-17-1 10-7 16-16 17z`} fill="#2b5927" />
        </g>
      ))}
    </svg>
  );
}

export const galleryPictures: GalleryPicture[] = [
  {
    title: 'Tulsi in the morning sun',
    caption: 'Holy basil, the queen of herbs, grows in countless Indian courtyards.',
    background: 'bg-linear-to-b from-sky-200 via-amber-100 to-amber-50',
    art: <TulsiArt />,
  },
  {
    title: 'Ashwagandha roots',
    caption: 'The roots are dried and powdered for our stress and stamina blends.',
    background: 'bg-linear-to-b from-amber-100 to-orange-100',
    art: <RootsArt />,
  },
  {
    title: 'Turmeric, spices and herbs',
    caption: 'Haldi, chilli and moringa: the colours of an Ayurvedic kitchen.',
    background: 'bg-linear-to-b from-orange-50 to-amber-100',
    art: <SpicesArt />,
  },
  {
    title: 'An evening herbal tea',
    caption: 'Tulsi and ginger tea, a small daily ritual for calm.',
    background: 'bg-linear-to-b from-rose-100 via-orange-50 to-amber-50',
    art: <TeaArt />,
  },
  {
    title: 'Amla harvest',
    caption: 'Indian gooseberry, one of nature’s richest sources of vitamin C.',
    background: 'bg-linear-to-b from-lime-100 to-brand-50',
    art: <AmlaArt />,
  },
  {
    title: 'Packed with care',
    caption: 'Every order is checked, sealed and packed by hand before it ships.',
    background: 'bg-linear-to-b from-stone-100 to-amber-50',
    art: <PackingArt />,
  },
];
