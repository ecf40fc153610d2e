import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';

/** Previous and next page of an admin list, keeping its filters. */
export function Pager({ page, limit, total }: { page: number; limit: number; total: number }) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages === 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(target));
    return `${location.pathname}?${params}`;
  };
  const look = buttonClass({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className={look}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-stone-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={look}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
