import { limits, type StorefrontTestimonial } from '@shop/shared';
import { StarIcon } from '~/components/ui/page-icons';
import { SectionTitle } from '~/components/ui/section-title';
import { RotationControls } from './rotation-controls';
import { useRotation } from './use-rotation';

/** The first letters of the first and last names: the picture beside a testimonial. */
const initials = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((word) => word?.[0]?.toUpperCase() ?? '')
    .join('');
};

/** The owner's customer voices, one at a time, moving every 6 s. */
export function Testimonials({ testimonials }: { testimonials: StorefrontTestimonial[] }) {
  const rotation = useRotation(
    testimonials.length,
    limits.testimonialSeconds,
    'testimonial',
    '#testimonials-heading',
  );
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      className="rounded-3xl bg-brand-50 px-6 py-12 sm:px-12 sm:py-16"
      {...rotation.holdProps}
    >
      <SectionTitle id="testimonials-heading" eyebrow="Loved across India" center>
        What Our Customers Say
      </SectionTitle>
      <div className="mx-auto mt-10 grid max-w-3xl" aria-live={rotation.rotating ? 'off' : 'polite'}>
        {testimonials.map((item, index) => {
          const current = index === rotation.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: two voices may share a name
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              inert={!current}
              className={`[grid-area:1/1] transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${current ? 'visible opacity-100' : 'invisible opacity-0'}`}
            >
              <figure className="flex flex-col items-center text-center">
                <p
                  className="flex gap-1 text-saffron-500"
                  role="img"
                  aria-label={`Rated ${item.rating} out of 5`}
                >
                  {[1, 2, 3, 4, 5].map((star) => (
                    <StarIcon key={star} className={`size-5 ${star > item.rating ? 'opacity-25' : ''}`} />
                  ))}
                </p>
                <blockquote className="mt-5 font-display text-xl leading-relaxed text-stone-800 sm:text-2xl">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 text-left">
                  <span
                    className="grid size-12 place-items-center rounded-full bg-brand-700 font-semibold text-white"
                    aria-hidden="true"
                  >
                    {initials(item.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-stone-900">{item.name}</span>
                    {item.place && <span className="block text-sm text-stone-600">{item.place}</span>}
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <div className="mt-8 flex justify-center">
        <RotationControls
          count={testimonials.length}
          index={rotation.index}
          go={rotation.go}
          linkTo={rotation.linkTo}
          playing={rotation.playing}
          togglePlaying={rotation.togglePlaying}
          noun="testimonial"
        />
      </div>
    </section>
  );
}
