import { SalesReportsPage } from '~/features/sales-reports';
import { loadSalesReport } from '~/features/sales-reports/index.server';
import type { Route } from './+types/reports';

export const loader = ({ url, context }: Route.LoaderArgs) => loadSalesReport(url, context);

export default function AdminReportsPage({ loaderData }: Route.ComponentProps) {
  return <SalesReportsPage page={loaderData} />;
}
