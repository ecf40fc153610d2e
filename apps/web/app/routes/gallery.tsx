import { Container } from '~/components/layout/container';
import { SectionTitle } from '~/components/ui/section-title';
import { brand } from '~/features/info/brand-story';
import { galleryPictures } from '~/features/info/gallery-art';
import { InfoHero } from '~/features/info/info-layout';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/gallery';

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Gallery',
    description: `A look at the herbs, rituals and care behind ${site.shopName}, founded in ${brand.founded}: Tulsi, Ashwagandha, Amla and more.`,
    path: '/gallery',
  });
}

export default function Gallery() {
  return (
    <main id="main">
      <InfoHero eyebrow="Gallery" title="The herbs and hands behind every pack" icon="sparkle">
        <p>
          Founded in {brand.founded}, we bring time-tested Ayurvedic herbs and everyday wellness supplements
          to homes across India.
        </p>
      </InfoHero>
      <Container className="space-y-14 py-14 sm:py-20">
        <div className="grid gap-4 md:grid-cols-2">
          <section
            aria-labelledby="mission"
            className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="mission" className="font-display text-2xl text-brand-900">
              Our mission
            </h2>
            <p className="mt-3 leading-relaxed text-stone-700">{brand.mission}</p>
          </section>
          <section
            aria-labelledby="vision"
            className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="vision" className="font-display text-2xl text-brand-900">
              Our vision
            </h2>
            <p className="mt-3 leading-relaxed text-stone-700">{brand.vision}</p>
          </section>
        </div>
        <section aria-labelledby="pictures">
          <SectionTitle id="pictures" eyebrow="In pictures">
            From the garden to your doorstep
          </SectionTitle>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {galleryPictures.map((picture) => (
              <li key={picture.title} className="h-full">
                <figure className="group h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
                  <div
                    role="img"
                    aria-label={picture.title}
                    className={`aspect-[4/3] overflow-hidden ${picture.background}`}
                  >
                    <div className="h-full w-full transition duration-500 group-hover:scale-105 motion-reduce:transition-none">
                      {picture.art}
                    </div>
                  </div>
                  <figcaption className="p-5">
                    <span className="block font-display text-lg text-stone-900">{picture.title}</span>
                    <span className="mt-1 block text-sm leading-relaxed text-stone-600">
                      {picture.caption}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </main>
  );
}
