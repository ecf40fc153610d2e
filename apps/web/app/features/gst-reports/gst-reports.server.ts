import { indiaDay } from '@shop/shared';
import { requireAdmin } from '~/features/admin/index.server';
import { callApi, dataOrThrow, refusalMessage } from '~/lib/api.server';
import type { LoadContext } from '~/lib/load-context.server';
import { periodOf } from './gst-period';

/**
 * /admin/reports/gst: the period the address names (this month unless told) and every table's totals
 * for it; a period the API refuses (backwards, too long, not a date) comes back with its message.
 */
export async function loadGstReport(url: URL, context: LoadContext) {
  await requireAdmin(url, context);
  const period = periodOf(url.searchParams, indiaDay(new Date()));
  const result = await callApi(context, 'GET /admin/reports/gst/summary', {
    query: { from: period.from, to: period.to },
  });
  if (!result.ok && result.status === 400) {
    // The field-by-field reasons ('to must not be before from') say more than the summary line.
    const reasons = result.error.details?.map((detail) => detail.message).join(' ');
    return { period, summary: null, error: reasons || refusalMessage(result, 'Choose a valid period') };
  }
  return { period, summary: dataOrThrow(result), error: null };
}
