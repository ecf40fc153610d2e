import type { AdminStorefront, StorefrontSlide } from '@shop/shared';
import { type ReactNode, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { Marquee, PromoBanner, Testimonials } from '~/features/home';
import type { AnyFormResult } from '~/lib/form-result';
import { useShippingPromise } from '~/lib/site-data';
import {
  type EditedStorefront,
  type EditedTestimonial,
  editedFromForm,
  toEdited,
} from './admin-storefront-form';
import { SlidesEditor } from './admin-storefront-slides';

interface Choice {
  _id: string;
  name: string;
  slug?: string;
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} space-y-4 p-4 sm:p-6`}>
      <h3 id={id} className="font-display text-lg font-bold text-brand-900">
        {title}
      </h3>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
      {children}
    </section>
  );
}

/** What the shop will show, drawn by the home page's own components from the values being edited. */
function Preview({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-2 border-t border-stone-200 pt-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{label}</p>
      {/* inert: the preview's links and buttons are pictures of the shop, not ways out of the editor. */}
      <div inert>{children}</div>
    </div>
  );
}

const previewSlides = (edited: EditedStorefront): StorefrontSlide[] =>
  edited.slides
    .filter((slide) => slide.headline.trim())
    .map((slide) => ({ ...slide, startsOn: slide.startsOn || null, endsOn: slide.endsOn || null }));

const previewTestimonials = (items: EditedTestimonial[]) =>
  items
    .filter((item) => item.quote.trim() && item.name.trim())
    .map((item) => ({ ...item, rating: Math.min(5, Math.max(1, Number(item.rating) || 5)) }));

function TestimonialsEditor({
  items,
  errors,
  onChange,
}: {
  items: EditedTestimonial[];
  errors: Partial<Record<string, string>>;
  onChange: (items: EditedTestimonial[]) => void;
}) {
  const set = (index: number, field: keyof EditedTestimonial, value: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
  return (
    <div className="space-y-4">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a testimonial has no id; its place is its identity
        <fieldset key={index} className="grid gap-4 rounded-2xl border border-stone-200 p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-brand-900">Testimonial {index + 1}</legend>
          <TextAreaField
            name={`testimonials.${index}.quote`}
            label="Text"
            rows={3}
            value={item.quote}
            onChange={(event) => set(index, 'quote', event.currentTarget.value)}
            errors={errors}
            className="sm:col-span-3"
          />
          {(['name', 'place', 'rating'] as const).map((field) => (
            <TextField
              key={field}
              name={`testimonials.${index}.${field}`}
              label={{ name: 'Name', place: 'Place', rating: 'Stars (1–5)' }[field]}
              inputMode={field === 'rating' ? 'numeric' : undefined}
              value={item[field]}
              onChange={(event) => set(index, field, event.currentTarget.value)}
              errors={errors}
            />
          ))}
          <Button
            size="sm"
            variant="dangerOutline"
            disabled={items.length === 1}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            Remove testimonial {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="outline"
        disabled={items.length >= 8}
        onClick={() => onChange([...items, { quote: '', name: '', place: '', rating: '5' }])}
      >
        Add a testimonial
      </Button>
    </div>
  );
}

function Checkboxes({
  name,
  legend,
  choices,
  checked,
  errors,
}: {
  name: string;
  legend: string;
  choices: Choice[];
  checked: string[];
  errors: Partial<Record<string, string>>;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice._id} className="flex items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              name={name}
              value={choice._id}
              defaultChecked={checked.includes(choice._id)}
            />
            {choice.name}
          </label>
        ))}
      </div>
      <Alert className="mt-2">{errors[name]}</Alert>
    </fieldset>
  );
}

/**
 * /admin/storefront: the home and landing pages' marketing, saved whole from the version shown
 * (docs/PRODUCT.md §2.21, Storefront content), with the banner, marquee and testimonials previewed as edited.
 */
export function StorefrontAdmin({
  storefront,
  products,
  categories,
  codes,
  result,
}: {
  storefront: AdminStorefront;
  products: Choice[];
  categories: Choice[];
  codes: string[];
  result: AnyFormResult | undefined;
}) {
  const form = useForm({ intent: 'save', result });
  // Refused after a post the browser made itself: the editor starts from what was typed.
  const [edited, setEdited] = useState(() =>
    form.typed ? editedFromForm(form.typed) : toEdited(storefront.content),
  );
  const update = (part: Partial<EditedStorefront>) => setEdited((current) => ({ ...current, ...part }));
  const shipping = useShippingPromise();
  const busy = useNavigation().state === 'submitting';
  useFormResult(result, { intent: 'save' });
  const errors = form.fieldErrors;
  // The seed names the landing product by its slug; the picker by id.
  const landingId = edited.landing.productId;
  const landingProduct = products.find((p) => p._id === landingId || p.slug === landingId)?._id ?? landingId;
  const marquee = edited.marquee
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-bold text-brand-900">Storefront</h2>
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save storefront
        </SubmitButton>
      </div>
      <input type="hidden" name="version" value={storefront.version} />
      <Alert>{form.message}</Alert>

      <Section
        id="banner"
        title="Home banner"
        hint="The slides rotate in this order; the delivery slide (from the shipping rules) always comes last. A slide shows only between its dates, India time."
      >
        <SlidesEditor slides={edited.slides} errors={errors} onChange={(slides) => update({ slides })} />
        <Preview label="Preview: home banner">
          <PromoBanner slides={previewSlides(edited)} shipping={shipping} />
        </Preview>
      </Section>

      <Section
        id="marquee"
        title="Scrolling promises"
        hint="One text per line. The shipping promises (from the shipping rules) follow the first two."
      >
        <TextAreaField
          name="marquee"
          label="Marquee texts"
          rows={6}
          value={edited.marquee}
          onChange={(event) => update({ marquee: event.currentTarget.value })}
          errors={errors}
        />
        <Preview label="Preview: marquee">
          <Marquee texts={marquee} />
        </Preview>
      </Section>

      <Section id="testimonials" title="Testimonials">
        <TestimonialsEditor
          items={edited.testimonials}
          errors={errors}
          onChange={(testimonials) => update({ testimonials })}
        />
        <Preview label="Preview: testimonials">
          <Testimonials testimonials={previewTestimonials(edited.testimonials)} />
        </Preview>
      </Section>

      <Section
        id="featured"
        title="Featured products"
        hint="Nothing ticked: the products marked featured, and the categories that hold them, as before."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <Checkboxes
            name="featured.productIds"
            legend="Products in the row"
            choices={products}
            checked={edited.featured.productIds}
            errors={errors}
          />
          <Checkboxes
            name="featured.categoryIds"
            legend="Tabs"
            choices={categories}
            checked={edited.featured.categoryIds}
            errors={errors}
          />
        </div>
      </Section>

      <Section
        id="countdown"
        title="Best seller offer"
        hint="The countdown beside the best seller runs to this moment (India time) for every visitor, and disappears when it has passed. Blank: no countdown."
      >
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            name="countdownEndsAt"
            label="Offer ends"
            type="datetime-local"
            value={edited.countdownEndsAt}
            onChange={(event) => update({ countdownEndsAt: event.currentTarget.value })}
            errors={errors}
          />
          <Button variant="outline" onClick={() => update({ countdownEndsAt: '' })}>
            No countdown
          </Button>
        </div>
      </Section>

      <Section
        id="landing"
        title="Landing page offer"
        hint="The product /landing shows, and the promo code it advertises (with that code's percentage)."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="landing.productId" label="Product" defaultValue={landingProduct} errors={errors}>
            {!products.some((product) => product._id === landingProduct) && (
              <option value={landingProduct}>{landingProduct} (not in the shop)</option>
            )}
            {products.map((product) => (
              <option key={product._id} value={product._id}>
                {product.name}
              </option>
            ))}
          </SelectField>
          <TextField
            name="landing.code"
            label="Promo code"
            list="storefront-codes"
            defaultValue={edited.landing.code}
            errors={errors}
          />
          <datalist id="storefront-codes">
            {codes.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
        </div>
      </Section>

      <SubmitButton busy={busy} busyLabel="Saving…">
        Save storefront
      </SubmitButton>
    </Form>
  );
}
