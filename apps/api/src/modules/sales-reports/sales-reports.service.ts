import {
  addIndiaDays,
  indiaDayStart,
  rollUpDays,
  type SalesReport,
  type SalesReportColumn,
  type SalesReportQuery,
  type SalesReportRow,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import {
  customersBySeniority,
  gstByDay,
  linesBy,
  ordersByDay,
  ordersByPaymentMethod,
  ordersByPromotion,
  refundsByDay,
  type Span,
} from './sales-reports.queries.ts';

type Request = Pick<SalesReportQuery, 'from' | 'to' | 'by'>;
type Body = Pick<SalesReport, 'columns' | 'rows' | 'totals' | 'chart' | 'notes'>;

const col = (key: string, label: string, kind: SalesReportColumn['kind']): SalesReportColumn => ({
  key,
  label,
  kind,
});
/** A share in basis points, rounded; 0 when there is nothing to share. */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);

const periodNotes = [
  'Orders count on the India day they were placed; cancelled orders are counted but left out of the money.',
  'Refunds count on the day they were processed; net = gross − discounts + shipping − refunds.',
  'A week starts on Monday; a week or month cut by the range counts only the range’s days.',
  'GST is the tax the net holds at each line’s rate; file the returns from GST returns, which adds up the invoices paisa by paisa.',
];

/**
 * The owner's sales reports (docs/PRODUCT.md, Admin console; docs/decisions/0033-sales-reports.md):
 * read-only queries over orders, their lines, refunds and shipments, nothing kept aside.
 */
export class SalesReports {
  constructor(private readonly deps: { db: Db }) {}

  async report(query: Request): Promise<SalesReport> {
    const span: Span = { start: indiaDayStart(query.from), end: indiaDayStart(addIndiaDays(query.to, 1)) };
    const body = await this.body(query, span);
    return { from: query.from, to: query.to, by: query.by, ...body };
  }

  private body(query: Request, span: Span): Promise<Body> {
    switch (query.by) {
      case 'day':
      case 'week':
      case 'month':
        return this.byPeriod(query, query.by, span);
      case 'product':
      case 'category':
        return this.byLines(query.by, span);
      case 'promotion':
        return this.byPromotion(span);
      case 'payment':
        return this.byPayment(span);
      case 'customers':
        return this.byCustomers(span);
    }
  }

  private async byPeriod(query: Request, by: 'day' | 'week' | 'month', span: Span): Promise<Body> {
    const { db } = this.deps;
    // At once: on PostgreSQL each query takes its own connection (PGlite runs them one after another).
    const [orders, gst, refunds] = await Promise.all([
      ordersByDay(db, span),
      gstByDay(db, span),
      refundsByDay(db, span),
    ]);
    const zero = () => ({ orders: 0, cancelled: 0, gross: 0, discount: 0, shipping: 0, refunds: 0, gst: 0 });
    const days = [
      ...orders.map((day) => ({
        dayIndex: day.dayIndex,
        values: {
          ...zero(),
          orders: day.orders,
          cancelled: day.cancelled,
          gross: day.grossPaise,
          discount: day.discountPaise,
          shipping: day.shippingPaise,
        },
      })),
      ...gst.map((day) => ({ dayIndex: day.dayIndex, values: { ...zero(), gst: day.gst } })),
      ...refunds.map((day) => ({
        dayIndex: day.dayIndex,
        values: { ...zero(), refunds: day.refundPaise, gst: -day.gst },
      })),
    ].map(({ dayIndex, values }) => ({ day: addIndiaDays(query.from, dayIndex), values }));
    const rows: SalesReportRow[] = rollUpDays(days, query.from, query.to, by, zero).map(
      ({ period, values }) => ({
        period,
        orders: values.orders,
        cancelled: values.cancelled,
        grossPaise: values.gross,
        discountPaise: values.discount,
        shippingPaise: values.shipping,
        refundPaise: values.refunds,
        netPaise: values.gross - values.discount + values.shipping - values.refunds,
        gstPaise: Math.round(values.gst),
      }),
    );
    const label = { day: 'Day', week: 'Week from Monday', month: 'Month' }[by];
    return {
      columns: [
        col('period', label, 'text'),
        col('orders', 'Orders', 'count'),
        col('cancelled', 'Cancelled', 'count'),
        col('grossPaise', 'Gross', 'paise'),
        col('discountPaise', 'Discounts', 'paise'),
        col('shippingPaise', 'Shipping and COD fees', 'paise'),
        col('refundPaise', 'Refunds', 'paise'),
        col('netPaise', 'Net', 'paise'),
        col('gstPaise', 'GST', 'paise'),
      ],
      rows,
      totals: sumRows(rows, { period: 'Total' }),
      chart: { label: 'period', value: 'netPaise' },
      notes: periodNotes,
    };
  }

  private async byLines(by: 'product' | 'category', span: Span): Promise<Body> {
    const groups = await linesBy(this.deps.db, span, by);
    const rows: SalesReportRow[] = groups.map((group) => {
      const discountPaise = Math.round(group.discount);
      return {
        name: group.name,
        ...(by === 'product' ? { variant: group.variant } : {}),
        // What a chart's bar is called (not a column): the product with its variant.
        item: group.variant ? `${group.name} · ${group.variant}` : group.name,
        units: group.units,
        lines: group.lines,
        grossPaise: group.grossPaise,
        discountPaise,
        netPaise: group.grossPaise - discountPaise,
        gstPaise: Math.round(group.gst),
      };
    });
    const notes = [
      'Kept orders placed in the period; each line’s discount is the one its promotions gave it (older orders share theirs over the lines in proportion to value).',
      'Net here is goods after discounts, before shipping and refunds.',
    ];
    if (by === 'category')
      notes.push(
        'A product in several categories counts in each, so categories add up to more than the sales.',
      );
    return {
      columns: [
        col('name', by === 'product' ? 'Product' : 'Category', 'text'),
        ...(by === 'product' ? [col('variant', 'Variant', 'text')] : []),
        col('units', 'Units', 'count'),
        col('lines', 'Order lines', 'count'),
        col('grossPaise', 'Gross', 'paise'),
        col('discountPaise', 'Discounts', 'paise'),
        col('netPaise', 'Net', 'paise'),
        col('gstPaise', 'GST', 'paise'),
      ],
      rows,
      totals: by === 'product' ? sumRows(rows, { name: 'Total' }) : null,
      chart: { label: 'item', value: 'netPaise' },
      notes,
    };
  }

  private async byPromotion(span: Span): Promise<Body> {
    const found = await ordersByPromotion(this.deps.db, span);
    const row = (promotion: (typeof found)[number], name: string, code: string): SalesReportRow => ({
      name,
      code,
      uses: promotion.uses,
      customers: promotion.customers,
      grossPaise: promotion.grossPaise,
      discountPaise: promotion.discountPaise,
      revenuePaise: promotion.revenuePaise,
    });
    const rows = found
      .filter((promotion) => promotion.name !== null)
      .map((promotion) => row(promotion, promotion.name ?? '', promotion.code ?? 'automatic'));
    const all = found.find((promotion) => promotion.name === null);
    return {
      columns: [
        col('name', 'Promotion', 'text'),
        col('code', 'Code', 'text'),
        col('uses', 'Uses', 'count'),
        col('customers', 'Customers', 'count'),
        col('grossPaise', 'Gross', 'paise'),
        col('discountPaise', 'Discount given', 'paise'),
        col('revenuePaise', 'Revenue', 'paise'),
      ],
      rows,
      totals: all ? row(all, 'Total', '') : null,
      chart: { label: 'name', value: 'revenuePaise' },
      notes: [
        'Kept orders placed in the period that got a promotion, with a code or applied by the shop (automatic); revenue is what those orders came to, shipping included.',
        'An order with two promotions counts in both rows, with the discount each gave; the totals count it once. A free-shipping promotion’s discount is the shipping it waived.',
      ],
    };
  }

  private async byPayment(span: Span): Promise<Body> {
    const found = await ordersByPaymentMethod(this.deps.db, span);
    const rows: SalesReportRow[] = (['online', 'cod'] as const).map((method) => {
      const row = found.find((entry) => entry.method === method);
      const placed = row?.placed ?? 0;
      return {
        method: method === 'cod' ? 'Cash on Delivery' : 'Online',
        orders: row?.orders ?? 0,
        cancelled: row?.cancelled ?? 0,
        revenuePaise: row?.revenuePaise ?? 0,
        returned: row?.returned ?? 0,
        returnedPaise: row?.returnedPaise ?? 0,
        returnedBasisPoints: share(row?.returned ?? 0, placed),
      };
    });
    const totals = sumRows(rows, { method: 'Total' });
    const placed = found.reduce((sum, row) => sum + row.placed, 0);
    totals.returnedBasisPoints = share(Number(totals.returned), placed);
    return {
      columns: [
        col('method', 'Payment', 'text'),
        col('orders', 'Orders', 'count'),
        col('cancelled', 'Cancelled', 'count'),
        col('revenuePaise', 'Revenue', 'paise'),
        col('returned', 'Returned to origin', 'count'),
        col('returnedPaise', 'Value returned', 'paise'),
        col('returnedBasisPoints', 'Returned share', 'basisPoints'),
      ],
      rows,
      totals,
      chart: { label: 'method', value: 'revenuePaise' },
      notes: [
        'Returned to origin: the courier brought the parcel back (shipment returning or returned), cancelled since or not; its share is of all orders placed with that payment.',
      ],
    };
  }

  private async byCustomers(span: Span): Promise<Body> {
    const found = await customersBySeniority(this.deps.db, span);
    const line = (name: string, group: (typeof found)[number] | undefined): SalesReportRow => ({
      group: name,
      customers: group?.customers ?? 0,
      orders: group?.orders ?? 0,
      revenuePaise: group?.revenuePaise ?? 0,
      repeatBasisPoints: share(group?.repeaters ?? 0, group?.customers ?? 0),
      lifetimeValuePaise:
        group && group.customers > 0 ? Math.round(group.lifetimePaise / group.customers) : 0,
    });
    const all = found.reduce(
      (sum, group) => ({
        isNew: false,
        customers: sum.customers + group.customers,
        orders: sum.orders + group.orders,
        revenuePaise: sum.revenuePaise + group.revenuePaise,
        repeaters: sum.repeaters + group.repeaters,
        lifetimePaise: sum.lifetimePaise + group.lifetimePaise,
      }),
      { isNew: false, customers: 0, orders: 0, revenuePaise: 0, repeaters: 0, lifetimePaise: 0 },
    );
    return {
      columns: [
        col('group', 'Customers', 'text'),
        col('customers', 'People', 'count'),
        col('orders', 'Orders', 'count'),
        col('revenuePaise', 'Revenue', 'paise'),
        col('repeatBasisPoints', 'Repeat rate', 'basisPoints'),
        col('lifetimeValuePaise', 'Lifetime value', 'paise'),
      ],
      rows: [
        line(
          'New',
          found.find((group) => group.isNew),
        ),
        line(
          'Returning',
          found.find((group) => !group.isNew),
        ),
      ],
      totals: line('All', all),
      chart: { label: 'group', value: 'revenuePaise' },
      notes: [
        'Customers with a kept order in the period; new ones placed their first kept order in it.',
        'Repeat rate: the share with two or more kept orders by the period’s end. Lifetime value: the average they have spent in all, by then.',
      ],
    };
  }
}

/** A totals row: every numeric column summed, the label given. */
function sumRows(rows: SalesReportRow[], label: SalesReportRow): SalesReportRow {
  const totals: SalesReportRow = { ...label };
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'number') totals[key] = Number(totals[key] ?? 0) + value;
    }
  }
  return totals;
}
