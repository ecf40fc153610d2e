import { useId } from 'react';
import { Link, useFetcher } from 'react-router';
import type { FormResult } from '~/lib/form-result';
import { categoryPath, productPath, usefulLinks } from '~/lib/links';
import { fallbackSite, useSiteData } from '~/lib/site-data';
import { BackField } from '../form/back-field';
import { MailIcon, PhoneIcon, ShieldIcon } from '../ui/page-icons';
import { StaticIsland } from '../ui/static-island';
import { Container } from './container';
import { LeafMark } from './logo';
import { PaymentBadges } from './payment-badges';
import { SocialLinks } from './social-links';

const linkClass =
  'rounded text-sm text-brand-100 underline-offset-4 transition hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-400';

function Column({
  title,
  children,
  className = '',
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-[0.14em] text-saffron-400">{title}</h2>
      {children}
    </div>
  );
}

/**
 * Only the Subscribe box needs React: the rest of the footer is static islands, which hydration keeps
 * as the server wrote them (docs/ARCHITECTURE.md, First screen). The link lists are keyed by what they
 * list, so a changed list mounts afresh.
 */
export function Footer() {
  const data = useSiteData();
  const site = data?.site ?? fallbackSite;
  const emailId = useId();
  const newsletter = useFetcher<FormResult<'subscribe'>>();
  const subscribed = newsletter.state === 'idle' ? newsletter.data : undefined;
  const year = new Date().getFullYear();
  return (
    <footer className="below-first-screen mt-16 bg-brand-900 text-brand-50">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 space-y-5 lg:col-span-1">
          <StaticIsland className="space-y-5">
            <div className="flex items-center gap-3">
              <LeafMark className="h-11 w-11" />
              <p className="font-display text-xl font-bold text-white">{site.shopName}</p>
            </div>
            <p className="max-w-sm text-sm leading-relaxed text-brand-100">
              Time-tested Ayurvedic herbs and everyday wellness supplements, delivered across India.
            </p>
          </StaticIsland>
          <newsletter.Form
            method="post"
            action="/resources/newsletter"
            className="max-w-sm"
            aria-label="Subscribe to our newsletter"
          >
            <BackField />
            <label htmlFor={emailId} className="mb-2 block text-sm font-semibold text-white">
              Subscribe for offers and wellness tips
            </label>
            <div className="flex gap-2">
              <input
                id={emailId}
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                className="h-11 min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 text-sm text-white placeholder:text-brand-200 focus:border-saffron-400 focus:outline-none focus:ring-2 focus:ring-saffron-400/40"
              />
              <button
                type="submit"
                disabled={newsletter.state !== 'idle'}
                className="h-11 rounded-full bg-saffron-400 px-5 text-sm font-semibold text-stone-900 transition hover:bg-saffron-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Submit
              </button>
            </div>
            {subscribed && (
              <p
                role={subscribed.ok ? 'status' : 'alert'}
                className={`mt-2 text-sm ${subscribed.ok ? 'text-brand-100' : 'text-saffron-400'}`}
              >
                {subscribed.ok ? subscribed.message : (subscribed.fieldErrors.email ?? subscribed.message)}
              </p>
            )}
          </newsletter.Form>
          <StaticIsland>
            <SocialLinks />
          </StaticIsland>
        </div>

        {/* `contents`: the three columns stay the grid's own cells. */}
        <StaticIsland
          key={[...(data?.featured ?? []), ...(data?.categories ?? [])].map((item) => item._id).join()}
          className="contents"
        >
          <Column title="Products" className="col-span-2 sm:col-span-1">
            <ul className="space-y-2.5">
              {(data?.featured ?? []).map((product) => (
                <li key={product._id}>
                  <Link to={productPath(product._id)} className={linkClass}>
                    {product.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>

          <Column title="Categories">
            <ul className="space-y-2.5">
              {(data?.categories ?? []).map((category) => (
                <li key={category._id}>
                  <Link to={categoryPath(category.name)} className={linkClass}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>

          <Column title="Useful Links">
            <ul className="space-y-2.5">
              {usefulLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>
        </StaticIsland>
      </Container>

      <StaticIsland>
        <div className="border-t border-white/10">
          <Container className="grid gap-6 py-8 md:grid-cols-2 md:items-center">
            <address className="flex flex-col gap-3 not-italic sm:flex-row sm:gap-8">
              <span className="flex items-center gap-2 text-sm">
                <PhoneIcon className="h-5 w-5 text-saffron-400" />
                <span className="sr-only">Support phone: </span>
                <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                  {site.supportPhone}
                </a>
              </span>
              <span className="flex items-center gap-2 text-sm">
                <MailIcon className="h-5 w-5 text-saffron-400" />
                <span className="sr-only">Support e-mail: </span>
                <a href={`mailto:${site.supportEmail}`} className={linkClass}>
                  {site.supportEmail}
                </a>
              </span>
            </address>
            <div className="flex flex-col gap-3 md:items-end">
              <p className="flex items-center gap-2 text-sm font-semibold text-white">
                <ShieldIcon className="h-5 w-5 text-saffron-400" />
                Safe &amp; Secure Payments
              </p>
              <PaymentBadges />
            </div>
          </Container>
        </div>

        <div className="border-t border-white/10 bg-black/15">
          <Container className="space-y-3 py-6 text-xs leading-relaxed text-brand-100">
            <p>
              <strong className="font-semibold text-white">Disclaimer:</strong> Our products are manufactured
              at FSSAI-approved facilities. They are not intended to diagnose, treat, cure or prevent any
              disease. Please consult a physician before use, especially if you are pregnant, nursing, taking
              medication or have a medical condition.
            </p>
            {(site.fssaiLicence || site.ayushLicence) && (
              <p className="flex flex-wrap gap-x-6 gap-y-1">
                {site.fssaiLicence && <span>FSSAI Lic. No. {site.fssaiLicence}</span>}
                {site.ayushLicence && <span>AYUSH Lic. No. {site.ayushLicence}</span>}
              </p>
            )}
            <p>
              © {year} {site.shopName}. All rights reserved.
            </p>
          </Container>
        </div>
      </StaticIsland>
    </footer>
  );
}
