import { type AdminPromotion, AdminPromotionCreateSchema, AdminPromotionPatchSchema } from '@shop/shared';
import { Form, Link } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { Checkbox, SelectField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { td, th } from '~/features/admin';
import { type AnyFormResult, validate } from '~/lib/form-result';
import { dayText } from './admin-promo-form';
import {
  benefitText,
  conditionsText,
  createPromotionBody,
  editPromotionBody,
  promotionValues,
} from './admin-promotion-form';

const legend = 'text-sm font-semibold text-brand-900';
const group = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4';

/**
 * The promotions page (docs/decisions/0034-promotion-engine.md): one plain form that creates a
 * promotion of any kind or, opened from a row's Edit link (?edit=), saves that one; the list below.
 * Every kind's fields are always there, so the form works before and without JavaScript.
 */
export function PromotionsAdmin({
  promotions,
  editing,
  result,
}: {
  promotions: AdminPromotion[];
  editing: AdminPromotion | null;
  result?: AnyFormResult;
}) {
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Promotions</h2>
      <PromotionForm
        key={editing ? `${editing.id}-${editing.version}` : 'new'}
        editing={editing}
        result={result}
      />
      <section className={`${cardClass} relative overflow-x-auto p-4`}>
        <table className="w-full sm:min-w-[40rem]">
          <thead className="border-b border-stone-200">
            <tr>
              <th className={th}>Promotion</th>
              <th className={th}>Gives</th>
              <th className={`${th} hidden sm:table-cell`}>When</th>
              <th className={`${th} hidden sm:table-cell`}>Valid</th>
              <th className={th}>Used</th>
              <th className={th}>State</th>
              <th className={th}>
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {promotions.map((promotion) => (
              <tr key={promotion.id}>
                <td className={`${td} font-semibold`}>
                  {promotion.name}
                  <span className="block text-xs font-normal text-stone-500">
                    {promotion.code ? `Code ${promotion.code}` : 'Automatic'}
                  </span>
                </td>
                <td className={td}>{benefitText(promotion)}</td>
                <td className={`${td} hidden text-sm sm:table-cell`}>
                  {conditionsText(promotion) || 'Always'}
                </td>
                <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>
                  {promotion.validFrom || promotion.validTo
                    ? `${dayText(promotion.validFrom) || '…'} – ${dayText(promotion.validTo) || '…'}`
                    : 'Always'}
                </td>
                <td className={td}>
                  {promotion.uses}
                  {promotion.maxUses !== null && ` of ${promotion.maxUses}`}
                </td>
                <td className={td}>
                  {promotion.active ? <Badge colour="green">On</Badge> : <Badge>Off</Badge>}
                </td>
                <td className={td}>
                  <Link
                    to={`?edit=${promotion.id}`}
                    className={buttonClass({ variant: 'outline', size: 'sm' })}
                    aria-label={`Edit ${promotion.name}`}
                  >
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function PromotionForm({ editing, result }: { editing: AdminPromotion | null; result?: AnyFormResult }) {
  const intent = editing ? 'edit' : 'create';
  const form = useForm({
    intent,
    result,
    check: (values) =>
      editing
        ? validate(AdminPromotionPatchSchema, editPromotionBody(values))
        : validate(AdminPromotionCreateSchema, createPromotionBody(values)),
  });
  useFormResult(result, { intent: 'create', onSuccess: () => form.ref.current?.reset() });
  // Refused after a post the browser made itself: the fields start from what was typed.
  const values = form.typed ?? promotionValues(editing);
  const errors = form.fieldErrors;
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField name={name} label={label} defaultValue={values[name] ?? ''} errors={errors} {...extra} />
  );
  const tick = (name: string, label: string) => (
    <Checkbox name={name} label={label} defaultChecked={values[name] === 'on'} errors={errors} />
  );
  return (
    <Form
      method="post"
      ref={form.ref}
      onSubmit={form.onSubmit}
      noValidate
      className={`${cardClass} space-y-4 p-4`}
    >
      <h3 className="font-display text-lg font-bold text-brand-900">
        {editing ? `Edit ${editing.name}` : 'New promotion'}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {editing && <input type="hidden" name="id" value={editing.id} />}
      {editing && <input type="hidden" name="version" value={editing.version} />}
      <Alert>{form.message}</Alert>
      <div className={group}>
        {field('name', 'Name', { required: true })}
        {field('code', 'Code (empty: applied automatically)', {
          autoCapitalize: 'characters',
          readOnly: Boolean(editing),
        })}
        <SelectField name="kind" label="Kind" defaultValue={values.kind} errors={errors}>
          <option value="amount">Amount off</option>
          <option value="percent">Percent off</option>
          <option value="free_shipping">Free shipping</option>
          <option value="buy_x_get_y">Buy X get Y</option>
        </SelectField>
        {field('description', 'Description')}
      </div>
      <fieldset className="min-w-0 space-y-2">
        <legend className={legend}>What it gives (the fields of its kind)</legend>
        <div className={group}>
          {field('amountPaise', 'Amount off (₹)', { inputMode: 'decimal' })}
          {field('percent', 'Percent off', { inputMode: 'numeric' })}
          {field('maxDiscountPaise', 'At most (₹, percent off)', { inputMode: 'decimal' })}
          <span className="hidden lg:block" />
          {field('buyQuantity', 'Buy (items)', { inputMode: 'numeric' })}
          {field('getQuantity', 'Get free (items)', { inputMode: 'numeric' })}
          {field('getScope.productIds', 'Free items: product ids (empty: the same)')}
          {field('getScope.categoryIds', 'Free items: category ids')}
        </div>
      </fieldset>
      <fieldset className="min-w-0 space-y-2">
        <legend className={legend}>When it applies</legend>
        <div className={group}>
          {field('minOrderPaise', 'Minimum order (₹)', { inputMode: 'decimal' })}
          {field('minQuantity', 'Minimum items', { inputMode: 'numeric' })}
          {field('validFrom', 'Valid from', { type: 'date' })}
          {field('validTo', 'Valid until', { type: 'date' })}
          {field('scope.productIds', 'Only products (ids)')}
          {field('scope.categoryIds', 'Only categories (ids)')}
          {field('scope.variantIds', 'Only variants (ids)')}
          {field('scope.bundleIds', 'Only bundles (ids)')}
          {field('maxUses', 'Uses in all (empty: no limit)', { inputMode: 'numeric' })}
          {field('maxUsesPerCustomer', 'Uses per customer', { inputMode: 'numeric' })}
        </div>
        <div className="flex flex-wrap gap-6 pt-1">
          {tick('firstOrderOnly', 'First order only')}
          {tick('combinable', 'Combines with other promotions')}
          {tick('active', 'On')}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        {editing && (
          <Link to="." className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Cancel
          </Link>
        )}
        <SubmitButton busy={form.busy} busyLabel="Saving…" size="sm">
          {editing ? 'Save promotion' : 'Create promotion'}
        </SubmitButton>
      </div>
    </Form>
  );
}
