import { pageWindow } from '@shop/shared';
import { Link } from 'react-router';

const base =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Page links (only when there is more than one page); `href` builds the address of page n. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (n: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        {page > 1 && (
          <li>
            <Link
              to={href(page - 1)}
              rel="prev"
              className={`${base} border border-stone-300 bg-white hover:border-brand-600`}
            >
              Previous
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={`${base} ${n === page ? 'bg-brand-700 text-white' : 'border border-stone-300 bg-white text-stone-800 hover:border-brand-600'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link
              to={href(page + 1)}
              rel="next"
              className={`${base} border border-stone-300 bg-white hover:border-brand-600`}
            >
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
