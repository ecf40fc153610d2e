import { type AdminPromo, AdminPromoCreateSchema } from '@shop/shared';
import type { ComponentProps } from 'react';
import { Form } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { cardClass } from '~/components/ui/card';
import { TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { td, th } from '~/features/admin';
import { type AnyFormResult, validate } from '~/lib/form-result';
import { createBody, dayText } from './admin-promo-form';
import { EditPromo, Toggle } from './admin-promo-row';

/** The promo codes page: the create form above the list of codes with their uses and actions. */
export function PromoCodesAdmin({ codes, result }: { codes: AdminPromo[]; result?: AnyFormResult }) {
  const form = useForm({
    intent: 'create',
    result,
    check: (values) => validate(AdminPromoCreateSchema, createBody(values)),
  });
  useFormResult(result, { intent: 'create', onSuccess: () => form.ref.current?.reset() });
  // Refused after a post the browser made itself: the fields start from what was typed.
  const typed = form.typed ?? {};
  const field = (
    name: string,
    label: string,
    extra: Pick<ComponentProps<'input'>, 'required' | 'autoCapitalize' | 'inputMode' | 'type'> = {},
  ) => (
    <TextField name={name} label={label} errors={form.fieldErrors} defaultValue={typed[name]} {...extra} />
  );
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Promo codes</h2>
      <Form
        method="post"
        ref={form.ref}
        onSubmit={form.onSubmit}
        className={`${cardClass} grid gap-3 p-4 sm:grid-cols-3`}
      >
        <input type="hidden" name="intent" value="create" />
        <Alert className="sm:col-span-3">{form.message}</Alert>
        {field('code', 'Code', { required: true, autoCapitalize: 'characters' })}
        {field('percent', 'Percent off', { required: true, inputMode: 'numeric' })}
        {field('description', 'Description')}
        {field('validFrom', 'Valid from', { type: 'date' })}
        {field('validTo', 'Valid until', { type: 'date' })}
        {field('maxUses', 'Uses in all (empty: no limit)', { inputMode: 'numeric' })}
        {field('maxUsesPerCustomer', 'Uses per customer', { inputMode: 'numeric' })}
        <div className="flex items-end">
          <SubmitButton busy={form.busy} busyLabel="Creating…" size="sm">
            Create code
          </SubmitButton>
        </div>
      </Form>
      <section className={`${cardClass} relative overflow-x-auto p-4`}>
        <table className="w-full min-w-[36rem]">
          <thead className="border-b border-stone-200">
            <tr>
              <th className={th}>Code</th>
              <th className={th}>Off</th>
              <th className={th}>Valid</th>
              <th className={th}>Used</th>
              <th className={th}>State</th>
              <th className={th}>
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {codes.map((promo) => (
              <tr key={promo.id}>
                <td className={`${td} font-semibold`}>
                  {promo.code}
                  {promo.description && (
                    <span className="block text-xs font-normal text-stone-500">{promo.description}</span>
                  )}
                </td>
                <td className={td}>{promo.percent} %</td>
                <td className={`${td} whitespace-nowrap`}>
                  {promo.validFrom || promo.validTo
                    ? `${dayText(promo.validFrom) || '…'} – ${dayText(promo.validTo) || '…'}`
                    : 'Always'}
                </td>
                <td className={td}>
                  {promo.uses}
                  {promo.maxUses !== null && ` of ${promo.maxUses}`}
                </td>
                <td className={td}>{promo.active ? <Badge colour="green">On</Badge> : <Badge>Off</Badge>}</td>
                <td className={td}>
                  <div className="flex flex-wrap gap-2">
                    <EditPromo promo={promo} />
                    <Toggle promo={promo} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
