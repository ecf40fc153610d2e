import { useId } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { SearchIcon } from '../ui/icons';

/** A plain GET form to /search (works before JavaScript); echoes the current query on the search page. */
export function SearchForm({
  className = '',
  size = 'md',
  label = 'Site search',
}: {
  className?: string;
  size?: 'md' | 'lg';
  /** Names the search landmark; two on one page need different names. */
  label?: string;
}) {
  const id = useId();
  const location = useLocation();
  const [params] = useSearchParams();
  const q = location.pathname === '/search' ? (params.get('q') ?? '') : '';
  const big = size === 'lg';
  return (
    <Form method="get" action="/search" role="search" aria-label={label} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        key={q}
        id={id}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={80}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search ashwagandha, multivitamins…"
        className={`w-full rounded-full border border-stone-300 bg-white pl-4 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${big ? 'h-12 pr-14 text-base' : 'h-10 pr-11 text-sm'}`}
      />
      <button
        type="submit"
        aria-label="Search"
        className={`absolute top-1/2 right-1 flex -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${big ? 'h-10 w-10' : 'h-8 w-8'}`}
      >
        <SearchIcon className={big ? 'h-5 w-5' : 'h-4 w-4'} />
      </button>
    </Form>
  );
}
