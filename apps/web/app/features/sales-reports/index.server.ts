export { loadSalesReport } from './admin-sales-reports.server';
