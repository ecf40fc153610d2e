/** The GST returns for the accountant (docs/decisions/0031-gst-report-shapes.md): only /admin routes load them. */
export { GstReportsPage } from './gst-reports-page';
