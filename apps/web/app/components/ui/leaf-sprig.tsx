/** A decorative sprig of leaves, drawn inline; colour follows `currentColor`. */
export function LeafSprig({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <path d="M100 190C98 140 100 90 120 20l4 1c-19 70-21 118-20 169z" />
        <path d="M112 60c-30-2-52-20-58-48 30 0 52 18 58 48z" />
        <path d="M118 58c10-28 36-44 64-40-8 28-34 44-64 40z" />
        <path d="M106 110c-32 0-58-20-66-50 32 0 58 20 66 50z" />
        <path d="M110 112c12-30 40-48 70-44-10 30-38 48-70 44z" />
        <path d="M103 158c-28 2-52-14-62-40 28-2 52 14 62 40z" />
      </g>
    </svg>
  );
}
