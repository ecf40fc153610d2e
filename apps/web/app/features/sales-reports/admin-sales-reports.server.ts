import {
  addIndiaDays,
  indiaDay,
  type SalesReport,
  type SalesReportBy,
  salesReportByList,
} from '@shop/shared';
import type { ApiRequest } from '@shop/shared/api';
import { requireAdmin } from '~/features/admin/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import type { FieldErrors } from '~/lib/form-result';
import type { LoadContext } from '~/lib/load-context.server';

/** The days shown when the address names none: the last 30 India days, today included. */
const DEFAULT_DAYS = 30;

export interface SalesReportPage {
  values: { from: string; to: string; by: SalesReportBy };
  report: SalesReport | null;
  errors: FieldErrors;
  /** The India day the page was made, for its quick ranges. */
  today: string;
}

/**
 * /admin/reports: the range and grouping come from the address (a plain GET form, so the page, its
 * tabs and its links work without JavaScript); a bad range is the API's 400, shown on the form.
 */
export async function loadSalesReport(url: URL, context: LoadContext): Promise<SalesReportPage> {
  await requireAdmin(url, context);
  const today = indiaDay(new Date());
  const asked = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const by = asked('by') ?? 'day';
  const values = {
    from: asked('from') ?? addIndiaDays(today, 1 - DEFAULT_DAYS),
    to: asked('to') ?? today,
    by: (salesReportByList as readonly string[]).includes(by) ? (by as SalesReportBy) : 'day',
  };
  const query = { ...values, by } as ApiRequest<'GET /admin/reports/sales'>['query'];
  const result = await callApi(context, 'GET /admin/reports/sales', { query });
  if (result.ok) return { values, report: result.body, errors: {}, today };
  if (result.status !== 400) dataOrThrow(result);
  const errors: FieldErrors = {};
  for (const detail of result.error.details ?? []) errors[detail.field] ??= detail.message;
  if (Object.keys(errors).length === 0) errors.from = result.error.message;
  return { values, report: null, errors, today };
}
