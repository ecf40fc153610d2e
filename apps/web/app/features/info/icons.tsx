/**
 * Line icons drawn inline (24×24, stroke = currentColor), so the pages need no icon font or image
 * requests. Each entry is one or more path `d` strings.
 */
const paths = {
  leaf: ['M5 19c0-8 5-14 15-15-1 10-7 15-15 15z', 'M5 19 13 11'],
  shield: ['M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z', 'm9 12 2 2 4-4'],
  flask: ['M9 3h6', 'M10 3v6L5 18a2 2 0 0 0 1.8 3h10.4A2 2 0 0 0 19 18l-5-9V3', 'M7.5 14h9'],
  lock: ['M6 11h12v10H6z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3', 'M12 15v2'],
  truck: [
    'M3 6h11v10H3z',
    'M14 10h4l3 3v3h-7',
    'M7 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    'M17 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  ],
  cash: ['M3 7h18v10H3z', 'M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z', 'M6 10v4', 'M18 10v4'],
  factory: ['M3 21V10l6 4v-4l6 4V5h4v16z', 'M7 17h2', 'M12 17h2'],
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z', 'M8 11h2l1-2 2 4 1-2h2'],
  bolt: ['M13 3 5 14h6l-1 7 8-11h-6z'],
  moon: ['M20 15A8 8 0 1 1 9 4a6.5 6.5 0 0 0 11 11z'],
  sparkle: [
    'M12 3v4',
    'M12 17v4',
    'M3 12h4',
    'M17 12h4',
    'm6 6 2.5 2.5',
    'm15.5 15.5 2.5 2.5',
    'm6 18 2.5-2.5',
    'm15.5 8.5 2.5-2.5',
  ],
  bone: ['M8 8 16 16', 'M6 5a2 2 0 1 0-1 4 2 2 0 1 0 4-1', 'M18 19a2 2 0 1 0 1-4 2 2 0 1 0-4 1'],
  stomach: ['M9 3v4c0 2-3 2-3 6a7 7 0 0 0 13 2c1-3-2-4-4-3s-3 0-3-2V3'],
  headset: ['M4 14v-2a8 8 0 0 1 16 0v2', 'M4 14h3v5H4z', 'M17 14h3v5h-3z', 'M20 19c0 1.5-2 2-5 2'],
  phone: ['M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z'],
  mail: ['M3 6h18v12H3z', 'm3 7 9 6 9-6'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'],
  chat: ['M4 20l1.5-4A8 8 0 1 1 8 19z', 'M9 10h6', 'M9 13h4'],
  star: ['m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z'],
  chevronLeft: ['m15 5-7 7 7 7'],
  chevronRight: ['m9 5 7 7-7 7'],
  chevronDown: ['m5 9 7 7 7-7'],
  pause: ['M8 5v14', 'M16 5v14'],
  play: ['M7 4v16l13-8z'],
  award: ['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.5 14 7 22l5-3 5 3-1.5-8'],
  globe: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M3 12h18',
    'M12 3c3 3.5 3 14.5 0 18',
    'M12 3c-3 3.5-3 14.5 0 18',
  ],
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
