import { Link } from 'react-router';

/** Where the page sits: Home › Shop › … with the current page last (not a link). */
export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-stone-600">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex items-center gap-1.5">
            {index > 0 && (
              <span aria-hidden="true" className="text-stone-400">
                /
              </span>
            )}
            {item.to ? (
              <Link
                to={item.to}
                className="rounded underline decoration-stone-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-stone-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
