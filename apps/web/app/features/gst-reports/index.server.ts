export { loadGstReport } from './gst-reports.server';
