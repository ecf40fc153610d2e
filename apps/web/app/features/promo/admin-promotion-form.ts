import {
  type AdminPromotion,
  formatRupees,
  indiaDayStart,
  paiseToRupeeText,
  rupeeTextToPaise,
} from '@shop/shared';
import { dayText } from './admin-promo-form';

/**
 * The promotion form's text values and the API's body (docs/decisions/0034-promotion-engine.md). The
 * fields carry the API's names, so a refusal marks the field it names; money is typed in rupees.
 */

const text = (value: string | undefined) => value?.trim() ?? '';
const count = (value: string | undefined) => (text(value) ? Number(text(value)) : null);
/** Rupees as paise; text that is not an amount is NaN, which the schema refuses for that field. */
const paise = (value: string | undefined) =>
  text(value) ? (rupeeTextToPaise(text(value)) ?? Number.NaN) : null;
/** A date input's India day as the instant it starts; other text goes on as typed, for the API to refuse. */
const day = (value: string | undefined) => {
  const typed = text(value);
  if (!typed) return null;
  const start = indiaDayStart(typed);
  return Number.isNaN(start.getTime()) ? typed : start.toISOString();
};
/** Ids typed one after another (commas, spaces or lines between them); none means no limit. */
const ids = (value: string | undefined) => {
  const list = text(value)
    .split(/[\s,]+/)
    .filter(Boolean);
  return list.length ? list : null;
};

function scope(values: Record<string, string>, prefix: 'scope' | 'getScope') {
  const lists = {
    productIds: ids(values[`${prefix}.productIds`]),
    variantIds: ids(values[`${prefix}.variantIds`]),
    categoryIds: ids(values[`${prefix}.categoryIds`]),
    bundleIds: ids(values[`${prefix}.bundleIds`]),
  };
  return Object.values(lists).some(Boolean) ? lists : null;
}

/** Every field but the code, as the create and edit bodies share them. */
function fields(values: Record<string, string>) {
  const kind = values.kind ?? '';
  return {
    name: text(values.name),
    kind,
    percent: kind === 'percent' ? count(values.percent) : null,
    amountPaise: kind === 'amount' ? paise(values.amountPaise) : null,
    maxDiscountPaise: kind === 'percent' ? paise(values.maxDiscountPaise) : null,
    buyQuantity: kind === 'buy_x_get_y' ? count(values.buyQuantity) : null,
    getQuantity: kind === 'buy_x_get_y' ? count(values.getQuantity) : null,
    getScope: kind === 'buy_x_get_y' ? scope(values, 'getScope') : null,
    scope: scope(values, 'scope'),
    minOrderPaise: paise(values.minOrderPaise) ?? 0,
    minQuantity: count(values.minQuantity) ?? 0,
    firstOrderOnly: values.firstOrderOnly === 'on',
    combinable: values.combinable === 'on',
    active: values.active === 'on',
    validFrom: day(values.validFrom),
    validTo: day(values.validTo),
    maxUses: count(values.maxUses),
    maxUsesPerCustomer: count(values.maxUsesPerCustomer),
    description: text(values.description),
  };
}

export const createPromotionBody = (values: Record<string, string>) => ({
  ...fields(values),
  code: text(values.code) || null,
});

export const editPromotionBody = (values: Record<string, string>) => ({
  ...fields(values),
  version: Number(values.version),
});

/** A stored promotion as the form's text values (the edit form's defaults). */
export function promotionValues(promotion: AdminPromotion | null): Record<string, string> {
  if (!promotion) return { kind: 'amount', active: 'on' };
  const money = (value: number | null) => (value === null ? '' : paiseToRupeeText(value));
  const list = (value: string[] | null | undefined) => value?.join(', ') ?? '';
  const checked = (value: boolean) => (value ? 'on' : '');
  return {
    name: promotion.name,
    code: promotion.code ?? '',
    kind: promotion.kind,
    percent: promotion.percent?.toString() ?? '',
    amountPaise: money(promotion.amountPaise),
    maxDiscountPaise: money(promotion.maxDiscountPaise),
    buyQuantity: promotion.buyQuantity?.toString() ?? '',
    getQuantity: promotion.getQuantity?.toString() ?? '',
    minOrderPaise: promotion.minOrderPaise ? money(promotion.minOrderPaise) : '',
    minQuantity: promotion.minQuantity ? String(promotion.minQuantity) : '',
    firstOrderOnly: checked(promotion.firstOrderOnly),
    combinable: checked(promotion.combinable),
    active: checked(promotion.active),
    validFrom: dayText(promotion.validFrom),
    validTo: dayText(promotion.validTo),
    maxUses: promotion.maxUses?.toString() ?? '',
    maxUsesPerCustomer: promotion.maxUsesPerCustomer?.toString() ?? '',
    description: promotion.description,
    'scope.productIds': list(promotion.scope?.productIds),
    'scope.variantIds': list(promotion.scope?.variantIds),
    'scope.categoryIds': list(promotion.scope?.categoryIds),
    'scope.bundleIds': list(promotion.scope?.bundleIds),
    'getScope.productIds': list(promotion.getScope?.productIds),
    'getScope.categoryIds': list(promotion.getScope?.categoryIds),
  };
}

/** What a promotion gives, in a few words ('₹100 off', '10% off, at most ₹50', 'Buy 2 get 1'). */
export function benefitText(promotion: AdminPromotion): string {
  if (promotion.kind === 'percent') {
    const cap = promotion.maxDiscountPaise ? `, at most ${formatRupees(promotion.maxDiscountPaise)}` : '';
    return `${promotion.percent}% off${cap}`;
  }
  if (promotion.kind === 'amount') return `${formatRupees(promotion.amountPaise ?? 0)} off`;
  if (promotion.kind === 'free_shipping') return 'Free shipping';
  return `Buy ${promotion.buyQuantity} get ${promotion.getQuantity}${promotion.getScope ? ' (other items)' : ''}`;
}

/** Its conditions, in a few words; '' when there are none. */
export function conditionsText(promotion: AdminPromotion): string {
  const parts = [
    promotion.minOrderPaise ? `above ${formatRupees(promotion.minOrderPaise)}` : '',
    promotion.minQuantity ? `${promotion.minQuantity}+ items` : '',
    promotion.scope ? 'some products' : '',
    promotion.firstOrderOnly ? 'first order' : '',
    promotion.combinable ? 'combines' : '',
  ];
  return parts.filter(Boolean).join(' · ');
}
