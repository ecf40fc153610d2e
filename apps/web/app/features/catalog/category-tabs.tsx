import { Link } from 'react-router';
import { categoryPath } from '~/lib/links';

/** 'All' plus one tab per category; the current one is highlighted and marked aria-current. */
export function CategoryTabs({
  categories,
  current,
}: {
  categories: { _id: string; name: string }[];
  /** The current category's name, or null for All. */
  current: string | null;
}) {
  const tabs = [{ key: 'all', name: 'All', to: '/shop/all', active: current === null }].concat(
    categories.map((category) => ({
      key: category._id,
      name: category.name,
      to: categoryPath(category.name),
      active: current?.toLowerCase() === category.name.toLowerCase(),
    })),
  );
  return (
    <nav aria-label="Product categories" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.active ? 'page' : undefined}
              className={`inline-flex items-center whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                tab.active
                  ? 'border-brand-700 bg-brand-700 text-white shadow-sm'
                  : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-800'
              }`}
            >
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
