/** The owner's sales reports (docs/decisions/0033-sales-reports.md): only /admin routes load them. */
export { SalesReportsPage } from './admin-sales-reports';
