import { GstReportsPage } from '~/features/gst-reports';
import { loadGstReport } from '~/features/gst-reports/index.server';
import type { Route } from './+types/gst-reports';

export const loader = ({ url, context }: Route.LoaderArgs) => loadGstReport(url, context);

export default function AdminGstReportsPage({ loaderData }: Route.ComponentProps) {
  return <GstReportsPage {...loaderData} />;
}
