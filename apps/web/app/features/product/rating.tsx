import { StarIcon } from '~/components/ui/page-icons';

/** The fixed five-star display of docs/PRODUCT.md §2, with its '(11 customer reviews)' caption. */
export function Rating() {
  return (
    <div className="flex items-center gap-2">
      <span role="img" aria-label="Rated 5 out of 5" className="flex text-amber-500">
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} className="h-5 w-5" />
        ))}
      </span>
      <span className="text-sm text-stone-700">(11 customer reviews)</span>
    </div>
  );
}
