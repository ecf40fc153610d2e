import { indiaDay, indiaDayStart } from '@shop/shared';

const number = (text: string | undefined) => (text ? Number(text) : null);
/** A date field's day (India's midnight) as the API's instant; empty means none. */
const day = (text: string | undefined) => (text ? indiaDayStart(text).toISOString() : null);
/** A stored instant as the date field's day in India. */
export const dayText = (iso: string | null) => (iso ? indiaDay(new Date(iso)) : '');

/** The create form's text values as the API's body. */
export function createBody(values: Record<string, string>) {
  return {
    code: values.code ?? '',
    percent: Number(values.percent),
    maxUses: number(values.maxUses),
    maxUsesPerCustomer: number(values.maxUsesPerCustomer),
    validFrom: day(values.validFrom),
    validTo: day(values.validTo),
    description: values.description ?? '',
  };
}

/** The edit form's text values as the PATCH body: every editable field, and the version it was read at. */
export function editBody(values: Record<string, string>) {
  return {
    version: Number(values.version),
    percent: Number(values.percent),
    maxUses: number(values.maxUses),
    maxUsesPerCustomer: number(values.maxUsesPerCustomer),
    validFrom: day(values.validFrom),
    validTo: day(values.validTo),
    description: values.description ?? '',
  };
}
