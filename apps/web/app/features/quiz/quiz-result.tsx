import { formatPrice, type QuizZone } from '@shop/shared';
import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { productPath } from '~/lib/links';
import type { Recommendation } from './quiz.server';
import { zoneAdvice } from './quiz-content';

const zoneTone: Record<QuizZone, string> = {
  'Optimal Zone': 'bg-brand-50 text-brand-900 ring-brand-200',
  'Gamma Zone': 'bg-amber-50 text-amber-900 ring-amber-200',
  'Beta Zone': 'bg-red-50 text-red-900 ring-red-200',
};

/** The score out of 10, the zone with what it means, three products for it, and Retake. */
export function QuizResult({
  score,
  zone,
  recommendations,
}: {
  score: number;
  zone: QuizZone;
  recommendations: Recommendation[];
}) {
  return (
    <section aria-labelledby="quiz-result" className="space-y-8">
      <div className={`rounded-3xl p-6 ring-1 sm:p-8 ${zoneTone[zone]}`}>
        <p className="text-sm font-semibold uppercase tracking-wide">Your wellness score</p>
        <p className="mt-1 font-display text-5xl">
          {score}
          <span className="text-2xl"> / 10</span>
        </p>
        <h2 id="quiz-result" className="mt-4 font-display text-3xl">
          {zone}
        </h2>
        <p className="mt-3 leading-relaxed">{zoneAdvice[zone].description}</p>
      </div>
      <div>
        <h3 className="font-display text-2xl text-stone-900">Recommended for you</h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {recommendations.map(({ product, reason }) => (
            <li
              key={product._id}
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
            >
              {product.image && (
                <img
                  src={product.image}
                  alt=""
                  width={240}
                  height={240}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl object-cover"
                />
              )}
              <Link
                to={productPath(product._id)}
                className="mt-3 font-semibold text-stone-900 hover:text-brand-700"
              >
                {product.name}
              </Link>
              <p className="mt-1 text-sm text-stone-600">{reason}</p>
              <p className="mt-auto pt-2 font-semibold text-brand-800">
                {formatPrice(product.discountPrice)}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <Form method="post">
        <Button type="submit" name="intent" value="retake" variant="outline">
          Retake
        </Button>
      </Form>
    </section>
  );
}
