import { isRouteErrorResponse, Link } from 'react-router';
import { buttonClass } from '../ui/button';
import { Container } from './container';
import { LeafMark } from './logo';

const buttonPrimary = buttonClass();
const buttonSecondary = buttonClass({ variant: 'outline', size: 'lg' });

/** The friendly page of every 404: unknown address, product or category. */
export function NotFoundPage({ detail }: { detail?: string }) {
  return (
    <main id="main" className="py-20 sm:py-28">
      <Container className="flex flex-col items-center text-center">
        <LeafMark className="h-16 w-16 opacity-90" />
        <p className="mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-amber-800">Error 404</p>
        <h1 className="mt-2 font-display text-4xl font-bold text-brand-900 sm:text-5xl">Page not found</h1>
        <p className="mt-4 max-w-md text-base leading-relaxed text-stone-700">
          {detail ? `${detail}. ` : ''}The page you are looking for may have moved, or the link may be
          mistyped. Let us help you find your way back to wellness.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonPrimary}>
            Go to Home
          </Link>
          <Link to="/shop/all" className={buttonSecondary}>
            Browse the Shop
          </Link>
        </div>
      </Container>
    </main>
  );
}

/** Anything but a 404: a calm message, never a stack. */
function ErrorPage() {
  return (
    <main id="main" className="py-20 sm:py-28">
      <Container className="flex flex-col items-center text-center">
        <LeafMark className="h-16 w-16 opacity-90" />
        <h1 className="mt-6 font-display text-4xl font-bold text-brand-900">Something went wrong</h1>
        <p className="mt-4 max-w-md text-base leading-relaxed text-stone-700">
          We could not load this page just now. Please try again in a moment.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonPrimary}>
            Go to Home
          </Link>
          <Link to="/shop/all" className={buttonSecondary}>
            Browse the Shop
          </Link>
        </div>
      </Container>
    </main>
  );
}

/** What an error boundary shows: the friendly 404, or the calm error page for anything else. */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const detail = typeof error.data === 'string' && error.data !== 'Not Found' ? error.data : undefined;
    return <NotFoundPage detail={detail} />;
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage />;
}
