import {
  allocateDiscount,
  amountInWords,
  formatDate,
  gstStateCode,
  indiaDayStart,
  isIntraStateSupply,
  lineNameWithVariant,
  paymentLabel,
  shortOrderId,
  splitChargeByRate,
  splitGst,
  stateTaxLabel,
} from '@shop/shared';
import type { OrderRecord } from '../../db/schema/orders.ts';

export interface Seller {
  name: string;
  address: string;
  gstin: string;
  state: string;
  /** Printed beside the GSTIN (docs/decisions/0036-batches-and-best-before.md). */
  fssaiLicence?: string;
  ayushLicence?: string | null;
}

interface InvoiceLine {
  index: number;
  /** A product sold, or the shipping or Cash on Delivery fee charged with the goods. */
  kind: 'goods' | 'shipping' | 'codFee';
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  /** Unit price × quantity, before the promo code. */
  grossPaise: number;
  /** This line's share of the promo discount. */
  discountPaise: number;
  /** What the line was sold for, GST included. */
  amountPaise: number;
  gstRateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceData {
  invoiceNumber: string;
  invoiceDate: string;
  orderId: string;
  orderRef: string;
  seller: Seller & { stateCode: string | null };
  /** `gstin`: a B2B buyer's, given at checkout; null for a consumer. */
  buyer: { name: string; lines: string[]; phone: string; email: string; gstin: string | null };
  placeOfSupply: string;
  intraState: boolean;
  /** 'SGST', or 'UTGST' for a seller in a union territory without a legislature. */
  stateTaxLabel: 'SGST' | 'UTGST';
  lines: InvoiceLine[];
  totals: {
    grossPaise: number;
    discountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    /** The shipping and Cash on Delivery fee lines' amounts (already among the lines). */
    shippingPaise: number;
    codFeePaise: number;
    totalPaise: number;
  };
  amountInWords: string;
  payment: string;
  promoCode: string | null;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Services charged with the goods (SAC 9968: postal and courier services). They are taxed at the
 * goods' rate, so a charge over goods of several rates becomes one line per rate.
 */
const chargeLines = [
  { kind: 'shipping', description: 'Shipping', hsnCode: '9968' },
  { kind: 'codFee', description: 'Cash on Delivery fee', hsnCode: '9968' },
] as const;

const ratePercent = (bp: number) => `${bp / 100}%`;

/** A line's batches as printed: ' · Batch B12 (best before 31 Mar 2027)', several joined. */
const batchText = (batches: { batch: string; bestBefore: string }[] | undefined) =>
  batches?.length
    ? ` · Batch ${batches.map((b) => `${b.batch} (best before ${formatDate(indiaDayStart(b.bestBefore))})`).join(', ')}`
    : '';

/**
 * A bundle's component prints under the bundle's name (docs/PRODUCT.md, Bundles): 'Calm Kit × 2 — '.
 * Its amount is the component's own, less its share of the bundle's saving, taxed at its own rate.
 */
const bundlePart = (item: { bundleName: string | null; bundleQuantity: number | null }) =>
  item.bundleName ? `${item.bundleName} × ${item.bundleQuantity ?? 1} — ` : '';

/**
 * The GST tax invoice of an order. Prices are GST-inclusive (MRP): each line's share of the promo
 * discount is taken off first, then the tax is taken out of what remains; CGST + SGST when the goods
 * go to the seller's own state, IGST otherwise. Shipping and the Cash on Delivery fee follow as lines
 * taxed at the rate of the goods they carry, split over the goods' rates in proportion to their
 * taxable values (splitChargeByRate). The lines always add up to the order's total.
 */
export function buildInvoice(
  record: OrderRecord,
  seller: Seller,
  /** The batches each line's units came from, by order line id (ADR 0036). */
  batches: ReadonlyMap<string, { batch: string; bestBefore: string }[]> = new Map(),
): InvoiceData {
  const { order, items } = record;
  if (!order.invoiceNumber || !order.invoiceDate) throw new Error(`Order ${order.id} has no invoice number`);
  const intraState = isIntraStateSupply(seller.state, order.shipState);
  const gross = items.map((item) => item.unitPricePaise * item.quantity);
  // Each line's discount as the promotions gave it (docs/decisions/0034-promotion-engine.md); orders
  // placed before promotions stored none, and their percent discount is spread in proportion.
  const stored = items.every((item) => item.discountPaise !== null);
  const discounts = stored
    ? items.map((item) => item.discountPaise!)
    : allocateDiscount(gross, order.promoDiscountPaise);
  const lines: InvoiceLine[] = items.map((item, index) => {
    const amountPaise = gross[index]! - discounts[index]!;
    const split = splitGst(amountPaise, item.gstRateBp, intraState);
    return {
      index: index + 1,
      kind: 'goods' as const,
      // The variant bought and its SKU (docs/decisions/0028-variants-model.md).
      description: `${bundlePart(item)}${lineNameWithVariant(item.name, item.variantLabel)} (${item.brand})${item.sku ? ` · SKU ${item.sku}` : ''}${batchText(batches.get(item.id))}`,
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      grossPaise: gross[index]!,
      discountPaise: discounts[index]!,
      amountPaise,
      gstRateBp: item.gstRateBp,
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
    };
  });
  const goods = lines.map((line) => ({ gstRateBp: line.gstRateBp, taxablePaise: line.taxablePaise }));
  const charged = { shipping: order.shippingPaise, codFee: order.codFeePaise };
  for (const charge of chargeLines) {
    const shares = splitChargeByRate(charged[charge.kind], goods);
    for (const share of shares) {
      const split = splitGst(share.amountPaise, share.gstRateBp, intraState);
      lines.push({
        index: lines.length + 1,
        kind: charge.kind,
        description:
          shares.length > 1
            ? `${charge.description} (GST ${ratePercent(share.gstRateBp)})`
            : charge.description,
        hsnCode: charge.hsnCode,
        quantity: 1,
        unitPricePaise: share.amountPaise,
        grossPaise: share.amountPaise,
        discountPaise: 0,
        amountPaise: share.amountPaise,
        gstRateBp: share.gstRateBp,
        taxablePaise: split.taxablePaise,
        cgstPaise: split.cgstPaise,
        sgstPaise: split.sgstPaise,
        igstPaise: split.igstPaise,
      });
    }
  }
  const totals = {
    grossPaise: sum(lines.map((line) => line.grossPaise)),
    discountPaise: sum(lines.map((line) => line.discountPaise)),
    taxablePaise: sum(lines.map((line) => line.taxablePaise)),
    cgstPaise: sum(lines.map((line) => line.cgstPaise)),
    sgstPaise: sum(lines.map((line) => line.sgstPaise)),
    igstPaise: sum(lines.map((line) => line.igstPaise)),
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    totalPaise: sum(lines.map((line) => line.amountPaise)),
  };
  if (totals.totalPaise !== order.totalPaise) {
    throw new Error(`Invoice of order ${order.id} adds up to ${totals.totalPaise}, not ${order.totalPaise}`);
  }
  const code = gstStateCode(order.shipState);
  return {
    invoiceNumber: order.invoiceNumber,
    invoiceDate: formatDate(order.invoiceDate),
    orderId: order.id,
    orderRef: shortOrderId(order.id),
    seller: { ...seller, stateCode: gstStateCode(seller.state) },
    buyer: {
      name: order.shipName,
      lines: [
        order.shipAddress,
        `${order.shipCity}, ${order.shipState} ${order.shipPincode}`,
        order.shipCountry,
      ],
      phone: order.shipPhone,
      email: order.shipEmail,
      gstin: order.gstin,
    },
    placeOfSupply: code ? `${order.shipState} (${code})` : order.shipState,
    intraState,
    stateTaxLabel: stateTaxLabel(seller.state),
    lines,
    totals,
    amountInWords: amountInWords(order.totalPaise),
    payment:
      order.paymentMethod === 'cod'
        ? `Cash on Delivery (${paymentLabel(order.paymentStatus)})`
        : `Paid online${order.razorpayPaymentId ? ` (${order.razorpayPaymentId})` : ''}`,
    promoCode: order.promoCode,
  };
}
