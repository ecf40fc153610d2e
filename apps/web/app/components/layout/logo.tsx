import { Link } from 'react-router';

/** The leaf mark: a drawn leaf in a saffron-ringed green disc, inline so it costs no request. */
export function LeafMark({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#2b5927" />
      <circle cx="24" cy="24" r="20" fill="none" stroke="#f5a524" strokeWidth="1.5" />
      <path d="M14 33c0-11 7-18 21-19-1 13-8 19-19 19z" fill="#95c78d" />
      <path
        d="M14.5 33c4-5.5 8.5-9.5 14-12.5"
        fill="none"
        stroke="#1f3c1e"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path
        d="M19.5 27.5l-.5-4.5M23.5 24.5l-.3-4.2M20.5 27l4.2.6M24.5 23.8l4 .4"
        stroke="#1f3c1e"
        strokeWidth="1.1"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Logo and shop name, linking home. */
export function Logo({ shopName, onNavigate }: { shopName: string; onNavigate?: () => void }) {
  const [first, ...rest] = shopName.split(' ');
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      <LeafMark />
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-bold tracking-tight text-brand-800">{first}</span>
        {rest.length > 0 && (
          <span className="mt-0.5 text-[0.7rem] font-semibold uppercase tracking-[0.18em] text-stone-600">
            {rest.join(' ')}
          </span>
        )}
      </span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
