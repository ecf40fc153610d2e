import type { ReactNode } from 'react';

/** The promo banner's illustrations, drawn inline (no image requests, crisp at any size). */

const svgProps = {
  viewBox: '0 0 320 240',
  focusable: false,
  className: 'h-auto w-full max-w-sm drop-shadow-xl',
} as const;

export function MortarArt() {
  return (
    <svg {...svgProps} aria-hidden="true">
      <circle cx="160" cy="125" r="105" fill="#fff" opacity=".07" />
      <path d="M58 118c0-34 22-56 56-58-2 34-24 56-56 58z" fill="#95c78d" />
      <path d="M60 118 112 62" stroke="#458c3c" strokeWidth="3" />
      <path d="M246 96c-7-30 8-56 38-64 7 30-8 56-38 64z" fill="#66a95d" />
      <path d="M248 94 282 34" stroke="#254823" strokeWidth="3" />
      <rect x="170" y="30" width="22" height="110" rx="11" transform="rotate(28 181 85)" fill="#fbf8f1" />
      <path d="M86 122h148c0 48-32 78-74 78s-74-30-74-78z" fill="#f5a524" />
      <ellipse cx="160" cy="122" rx="74" ry="13" fill="#e58a00" />
      <ellipse cx="160" cy="120" rx="60" ry="8" fill="#7a4a12" opacity=".45" />
      <rect x="128" y="196" width="64" height="12" rx="6" fill="#e58a00" />
      <circle cx="120" cy="150" r="5" fill="#fbf8f1" opacity=".6" />
      <circle cx="74" cy="190" r="6" fill="#c1dfbc" />
      <circle cx="250" cy="180" r="8" fill="#c1dfbc" />
      <circle cx="268" cy="200" r="5" fill="#95c78d" />
    </svg>
  );
}

export function BottleArt() {
  return (
    <svg {...svgProps} aria-hidden="true">
      <circle cx="165" cy="125" r="105" fill="#f5a524" opacity=".18" />
      <path d="M52 150c-4-34 16-62 50-70 4 34-16 62-50 70z" fill="#66a95d" />
      <path d="M262 120c0-30 20-52 50-54-2 30-22 52-50 54z" fill="#95c78d" />
      <rect x="136" y="30" width="58" height="22" rx="6" fill="#e58a00" />
      <rect x="144" y="50" width="42" height="22" rx="4" fill="#254823" />
      <rect x="118" y="68" width="94" height="146" rx="20" fill="#2b5927" />
      <rect x="126" y="76" width="12" height="120" rx="6" fill="#fff" opacity=".15" />
      <rect x="132" y="108" width="66" height="74" rx="8" fill="#fbf8f1" />
      <path d="M150 168c0-20 14-34 34-36-2 20-14 34-34 36z" fill="#458c3c" />
      <rect x="142" y="118" width="46" height="6" rx="3" fill="#2b5927" />
      <rect x="148" y="129" width="34" height="4" rx="2" fill="#95c78d" />
      <circle cx="86" cy="196" r="24" fill="#95c78d" />
      <circle cx="80" cy="188" r="6" fill="#fff" opacity=".35" />
      <circle cx="244" cy="200" r="18" fill="#c1dfbc" />
      <circle cx="272" cy="210" r="12" fill="#95c78d" />
    </svg>
  );
}

export function ParcelArt() {
  return (
    <svg {...svgProps} aria-hidden="true">
      <circle cx="246" cy="62" r="34" fill="#f5a524" />
      <circle cx="246" cy="62" r="48" fill="#f5a524" opacity=".2" />
      <circle cx="160" cy="140" r="100" fill="#fff" opacity=".07" />
      <ellipse cx="166" cy="214" rx="96" ry="12" fill="#000" opacity=".2" />
      <path d="M100 112 166 86l66 26-66 26z" fill="#ecd2a4" />
      <path d="M100 112l66 26v78l-66-26z" fill="#c99a5b" />
      <path d="M232 112l-66 26v78l66-26z" fill="#ddb57a" />
      <path d="m133 99 66 26v24l-14 6v-24l-66-26z" fill="#fbf8f1" opacity=".85" />
      <path d="M186 176c0-16 10-26 26-28-2 16-12 26-26 28z" fill="#2b5927" />
      <path d="M40 120c-4-24 10-42 34-48 4 24-10 42-34 48z" fill="#95c78d" />
      <path d="M64 150c2-20 18-32 38-32-2 20-18 32-38 32z" fill="#66a95d" />
    </svg>
  );
}

const arts: Record<string, () => ReactNode> = {
  'art:mortar': MortarArt,
  'art:bottle': BottleArt,
  'art:parcel': ParcelArt,
};

/** A slide's picture: a drawn illustration, or the owner's uploaded picture. */
export function SlideArt({ image }: { image: string }) {
  const Art = arts[image];
  if (Art) return <Art />;
  return (
    <img
      src={image}
      alt=""
      width={384}
      height={288}
      className="h-auto max-h-72 w-full max-w-sm rounded-2xl object-cover drop-shadow-xl"
    />
  );
}
