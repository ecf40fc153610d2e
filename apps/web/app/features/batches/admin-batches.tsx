import { type AdminBatch, type AdminVariant, formatIndiaDay, variantLabel } from '@shop/shared';
import { Form, Link } from 'react-router';
import { useBusy, useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { SelectField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { textLinkClass } from '~/components/ui/text-link';
import { td, th } from '~/features/admin';
import type { AnyFormResult } from '~/lib/form-result';

function BatchState({ batch }: { batch: AdminBatch }) {
  if (batch.expired) return <span className="font-semibold text-red-700">Expired</span>;
  if (batch.quantityLeft === 0) return <span className="text-stone-600">Sold out</span>;
  return <span>{batch.quantityLeft} left</span>;
}

/**
 * The product page's Batches section (docs/decisions/0036-batches-and-best-before.md): the batches
 * received, the soonest best-before first, and a plain form to record one (it posts to the page's
 * action with intent `batch`, so it works without JavaScript; the server's refusals show under their
 * fields). A batch's Correct link (`?batch=<id>`) opens its correction form under the table.
 */
export function BatchesSection({
  variants,
  batches,
  correcting,
  result,
}: {
  variants: AdminVariant[];
  batches: AdminBatch[];
  /** The batch whose correction form is open, from the page's `?batch=`. */
  correcting: AdminBatch | undefined;
  result: AnyFormResult | undefined;
}) {
  const form = useForm({ intent: 'batch', result });
  // A correction or a Delete says so and closes the correction form; here, as the Delete's batch leaves
  // the list (and its form with it) in the same render as the answer.
  useFormResult(result, { intent: 'batch-correct' });
  const errors = form.fieldErrors;
  const recorded = result?.intent === 'batch' && result.ok ? result.message : undefined;
  const several = variants.length > 1;
  return (
    <section aria-labelledby="batches-title" className={`${cardClass} space-y-4 p-4 sm:p-6`}>
      <div>
        <h3 id="batches-title" className="font-display text-lg font-bold text-brand-900">
          Batches
        </h3>
        <p className="text-sm text-stone-600">
          Stock arrives in batches. Orders take from the batch that expires first; on its best-before day what
          is left of a batch leaves the stock and is not sold.
        </p>
      </div>
      {batches.length === 0 ? (
        <p className="text-sm text-stone-600">No batch recorded yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full sm:whitespace-nowrap">
            <thead>
              <tr>
                <th className={th}>Batch</th>
                {several && <th className={th}>Variant</th>}
                <th className={th}>Best before</th>
                <th className={`${th} hidden text-right sm:table-cell`}>Received</th>
                <th className={`${th} text-right`}>Units</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {batches.map((batch) => (
                <tr key={batch.id}>
                  <td className={td}>
                    <span className="font-semibold">{batch.batch}</span>
                    {/* Under the number, not in a column of its own: a phone's table stays one screen wide. */}
                    {batch.quantityReceived > batch.quantityLeft + batch.quantityWrittenOff && (
                      // A recall: the orders that took units of it.
                      <Link
                        to={`/admin/orders?batch=${batch.id}&batchNumber=${encodeURIComponent(batch.batch)}`}
                        className={`${textLinkClass} mt-0.5 block w-fit text-xs`}
                        aria-label={`Orders with batch ${batch.batch}`}
                      >
                        Orders
                      </Link>
                    )}
                    {!batch.expired && (
                      <Link
                        to={`?batch=${batch.id}#correct-batch`}
                        preventScrollReset
                        className={`${textLinkClass} mt-0.5 block w-fit text-xs`}
                        aria-label={`Correct batch ${batch.batch}`}
                      >
                        Correct
                      </Link>
                    )}
                  </td>
                  {several && <td className={td}>{batch.variantLabel || batch.sku}</td>}
                  <td className={td}>{formatIndiaDay(batch.bestBefore)}</td>
                  <td className={`${td} hidden text-right sm:table-cell`}>{batch.quantityReceived}</td>
                  <td className={`${td} text-right`}>
                    <BatchState batch={batch} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {correcting && !correcting.expired && <CorrectBatch batch={correcting} result={result} />}
      {/* Keyed by the count: a recorded batch empties the form for the next one. */}
      <Form
        key={batches.length}
        method="post"
        ref={form.ref}
        onSubmit={form.onSubmit}
        aria-label="Record a batch"
        className="space-y-3 border-t border-stone-100 pt-4"
        noValidate
      >
        <h4 className="text-sm font-semibold text-stone-800">Record a batch received</h4>
        <input type="hidden" name="intent" value="batch" />
        <Alert>{form.message}</Alert>
        {recorded && <Alert tone="success">{recorded}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {several ? (
            <SelectField
              name="variantId"
              label="Variant"
              defaultValue={form.typed?.variantId}
              errors={errors}
            >
              {variants.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {variantLabel(variant.options) || variant.sku}
                </option>
              ))}
            </SelectField>
          ) : (
            <input type="hidden" name="variantId" value={variants[0]?.id ?? ''} />
          )}
          <TextField
            name="batch"
            label="Batch number"
            required
            maxLength={40}
            defaultValue={form.typed?.batch}
            errors={errors}
          />
          <TextField
            name="bestBefore"
            label="Best before"
            type="date"
            required
            defaultValue={form.typed?.bestBefore}
            errors={errors}
          />
          <TextField
            name="quantity"
            label="Units received"
            type="number"
            inputMode="numeric"
            min={1}
            required
            defaultValue={form.typed?.quantity}
            errors={errors}
          />
        </div>
        {!several && errors.variantId && <Alert>{errors.variantId}</Alert>}
        <SubmitButton busy={form.busy} busyLabel="Recording…">
          Record batch
        </SubmitButton>
      </Form>
    </section>
  );
}

/**
 * A recorded batch's correction (intent `batch-correct`): its number, day and units received, saved
 * together; Delete (intent `batch-delete`) while no order has taken from it. Both are plain posts to the
 * page's action, which goes back to the page on success; a refusal shows here.
 */
function CorrectBatch({ batch, result }: { batch: AdminBatch; result: AnyFormResult | undefined }) {
  const form = useForm({ intent: 'batch-correct', result });
  const errors = form.fieldErrors;
  const deleting = useBusy('batch-delete');
  const sold = batch.quantityReceived - batch.quantityLeft;
  // The API refuses a batch any order took from (even one since cancelled); this hides the plainly sold.
  const untouched = sold === 0;
  return (
    <div id="correct-batch" className="space-y-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
      {/* Keyed by the batch: another batch's Correct shows its own values. */}
      <Form
        key={batch.id}
        method="post"
        ref={form.ref}
        onSubmit={form.onSubmit}
        aria-label={`Correct batch ${batch.batch}`}
        className="space-y-3"
        noValidate
      >
        <h4 className="text-sm font-semibold text-stone-800">Correct batch {batch.batch}</h4>
        <p className="text-sm text-stone-600">
          A change in the units received moves the stock by the difference.
          {sold > 0 && ` The count cannot go below the ${sold} units already sold.`}
        </p>
        <input type="hidden" name="intent" value="batch-correct" />
        <input type="hidden" name="batchId" value={batch.id} />
        <Alert>{form.message}</Alert>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name="batch"
            label="Batch number"
            required
            maxLength={40}
            defaultValue={form.typed?.batch ?? batch.batch}
            errors={errors}
          />
          <TextField
            name="bestBefore"
            label="Best before"
            type="date"
            required
            defaultValue={form.typed?.bestBefore ?? batch.bestBefore}
            errors={errors}
          />
          <TextField
            name="quantityReceived"
            label="Units received"
            type="number"
            inputMode="numeric"
            min={1}
            required
            defaultValue={form.typed?.quantityReceived ?? batch.quantityReceived}
            errors={errors}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={form.busy} busyLabel="Saving…">
            Save correction
          </SubmitButton>
          <Link to="." preventScrollReset className={buttonClass({ variant: 'outline' })}>
            Cancel
          </Link>
        </div>
      </Form>
      {untouched && (
        <Form method="post" className="border-t border-stone-200 pt-3">
          <input type="hidden" name="intent" value="batch-delete" />
          <input type="hidden" name="batchId" value={batch.id} />
          <input type="hidden" name="batch" value={batch.batch} />
          <p className="mb-2 text-sm text-stone-600">
            Recorded by mistake? Deleting it takes its units off the stock.
          </p>
          <SubmitButton busy={deleting} busyLabel="Deleting…" variant="danger">
            Delete batch
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
