import { Suspense, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { later } from '~/lib/later';
import type { Route } from './+types/root';
// The stylesheet as text, written into the page's head (see Layout); only the server bundle keeps it.
import appCss from './app.css?inline';
import * as footer from './components/layout/footer';
import { Header } from './components/layout/header';
import { RouteErrorPage } from './components/layout/not-found-page';
import { WhatsAppButton } from './components/layout/whatsapp-button';
import { FlashMessage } from './components/ui/flash-message';
import { AppToaster } from './components/ui/toaster';
import { takeFlash } from './lib/flash.server';
import { useNonce } from './lib/nonce';
import { seo, siteFromMatches } from './lib/seo';
import { shippingWords, useSiteData } from './lib/site-data';
import { loadSiteData } from './lib/site-data.server';
import { useWebVitals } from './lib/web-vitals';

// The footer is never on the first screen: the server renders it with the page, the browser fetches its
// code after the first screen and hydrates it then, as routes/home.tsx does with its lower sections
// (docs/ARCHITECTURE.md, First screen).
const Footer = import.meta.env.SSR
  ? footer.Footer
  : later(() => import('./components/layout/footer'), 'Footer');

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The frame of every page: the signed-in user (any refusal means a visitor), footer lists, settings,
 * and the note a form posted without JavaScript left for this page (taken once).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { flash, headers } = takeFlash(request);
  return data({ ...(await loadSiteData(context)), flash }, { headers });
}

/** Pages without their own meta (and error pages) get the shop's. */
export function meta({ error, matches, location }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      ...seo({
        site,
        title: notFound ? 'Page not found' : 'Something went wrong',
        description: `Sorry, this page is not available. Browse Ayurvedic and wellness supplements at ${site.shopName}.`,
        path: location.pathname,
      }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  return seo({
    site,
    title: site.shopName,
    fullTitle: true,
    description: `Shop authentic Ayurvedic and wellness supplements online in India: multivitamins, herbal blends and more, with ${shippingWords(site, 'short')}.`,
    path: location.pathname,
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const nonce = useNonce();
  // The sandbox payment window is shown in a frame, and the admin console has its own shell
  // (routes/admin/layout.tsx), once its loader let an admin in: no shop chrome in either. Someone the
  // console turned away (its 403 page) still sees the shop's frame around it.
  const adminConsole = useRouteLoaderData('routes/admin/layout') !== undefined;
  const bare = pathname.startsWith('/payment/sandbox/') || adminConsole;
  // Set once the first render has been hydrated and every effect of it has run (a parent's effects run
  // after its children's): from then on the page's controls answer to JavaScript. Browser tests wait
  // for it; before it, a value typed into a controlled field can be reset by hydration.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const siteData = useSiteData();
  // Field data: a sample of page views reports, after hydration, once the browser is idle.
  useWebVitals(siteData?.site.vitalsSampleRate);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b5927" />
        {/*
          The whole stylesheet (13 KB gzip) is written into the head: the first paint needs the HTML
          alone, not a second, render-blocking request (on a slow phone a new connection and 12 KB).
          React hoists a <style href precedence> and, when hydrating, adopts the server's element by its
          href without comparing the text, so the browser's render passes an empty string and the
          client bundle carries no CSS (docs/ARCHITECTURE.md, First screen).
        */}
        <style href="app-css" precedence="default">
          {import.meta.env.SSR ? appCss : ''}
        </style>
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#content"
          className="sr-only z-50 rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {!bare && <Header />}
        <div id="content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </div>
        {pathname !== '/chat' && !bare && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
        {!bare && <WhatsAppButton />}
        <AppToaster />
        <FlashMessage flash={siteData?.flash} />
        {/* New navigations start at the top (docs/PRODUCT.md §2); back and forward restore the old position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Only when the frame itself fails; pages' errors are caught by routes/site-frame.tsx. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
