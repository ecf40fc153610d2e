import { StaticIsland } from '~/components/ui/static-island';
import type { BlogPostSummary } from '~/features/blog';
import { Benefits } from './benefits';
import { LatestBlogs } from './latest-blogs';
import { Marquee } from './marquee';
import { PressQuotes } from './press-quotes';
import { TrustBadges } from './trust-badges';
import { WhyUs } from './why-us';

/*
 * The home page's sections without behaviour, each a static island: hydration keeps their HTML and
 * builds nothing of them (docs/ARCHITECTURE.md, First screen). They come with the lower sections'
 * chunk (below-the-fold.ts), not the first screen's scripts, which stay as small as before islands.
 */

export const StaticBenefits = () => (
  <StaticIsland>
    <Benefits />
  </StaticIsland>
);

/** Keyed by the texts, so that the owner's new texts mount a new island; no texts, no section. */
export function StaticMarquee({ texts }: { texts: string[] }) {
  if (texts.length === 0) return null;
  return (
    <StaticIsland key={texts.join('\n')}>
      <Marquee texts={texts} />
    </StaticIsland>
  );
}

/** Keyed by the posts, so that other posts mount a new island; no posts, no section (and no gap). */
export function StaticLatestBlogs({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <StaticIsland key={posts.map((post) => post._id).join()} prefetch="intent">
      <LatestBlogs posts={posts} />
    </StaticIsland>
  );
}

export const StaticWhyUs = () => (
  <StaticIsland>
    <WhyUs />
  </StaticIsland>
);

export const StaticPressQuotes = () => (
  <StaticIsland>
    <PressQuotes />
  </StaticIsland>
);

export const StaticTrustBadges = () => (
  <StaticIsland>
    <TrustBadges />
  </StaticIsland>
);
