export { salesReportsRoutes } from './sales-reports.routes.ts';
export { SalesReports } from './sales-reports.service.ts';
