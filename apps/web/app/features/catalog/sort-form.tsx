import type { ProductSort } from '@shop/shared';
import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { sortKeys, sortLabels } from './listing-query';

/**
 * A GET form: changing the select submits at once once the page has hydrated; until then (or without
 * JavaScript) the Apply button does it, and it hides when the root marks the page hydrated.
 */
export function SortForm({ sort, action }: { sort: ProductSort; action: string }) {
  const id = useId();
  const submit = useSubmit();
  return (
    <Form method="get" action={action} className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-stone-700">
        Sort by
      </label>
      <select
        key={sort}
        id={id}
        name="sort"
        defaultValue={sort}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        className="h-10 rounded-full border border-stone-300 bg-white pr-8 pl-4 text-sm text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        {sortKeys.map((value) => (
          <option key={value} value={value}>
            {sortLabels[value]}
          </option>
        ))}
      </select>
      <button type="submit" className={`${buttonClass({ size: 'sm' })} [html[data-hydrated]_&]:hidden`}>
        Apply
      </button>
    </Form>
  );
}
