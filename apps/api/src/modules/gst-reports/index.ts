/** The GST returns module's public entry: the period's GSTR-1 and GSTR-3B figures for the console. */

export { gstReportsRoutes } from './gst-reports.routes.ts';
