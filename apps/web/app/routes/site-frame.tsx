import { Outlet } from 'react-router';
import { RouteErrorPage } from '~/components/layout/not-found-page';
import type { Route } from './+types/site-frame';

/** The layout of every page: nothing of its own but the error boundary below the root's loader. */
export default function SiteFrame() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
