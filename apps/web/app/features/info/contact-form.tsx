import { ContactMessageSchema } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { type FormResult, validate } from '~/lib/form-result';

export type ContactResult = FormResult<'contact'>;

/**
 * Name, e-mail, subject and message required, phone optional; cleared once the message is sent.
 * Without JavaScript the browser checks the required fields itself (so nothing typed is lost), the
 * route's action answers a refusal on the page (`result`) and a sent message with a flash.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const fetcher = useFetcher<ContactResult>();
  const answer = fetcher.data ?? result;
  const form = useForm({
    intent: 'contact',
    result: answer,
    fetcher,
    check: (values) => validate(ContactMessageSchema, values),
  });
  useFormResult(fetcher.data, { intent: 'contact', onSuccess: () => form.ref.current?.reset() });
  const sent = fetcher.data?.ok ? fetcher.data.message : undefined;
  // A refusal of the form the browser posted itself (no JavaScript) comes back with what was typed.
  const typed = form.typed ?? {};
  // The shared schema's messages replace the browser's once the page runs its code.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <fetcher.Form
      method="post"
      ref={form.ref}
      onSubmit={form.onSubmit}
      noValidate={hydrated}
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="contact" />
      <Alert>{form.message}</Alert>
      <Alert tone="success">{sent}</Alert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label="Name"
          required
          requiredMark
          autoComplete="name"
          errors={form.fieldErrors}
          defaultValue={typed.name}
        />
        <TextField
          name="email"
          type="email"
          label="Email"
          required
          requiredMark
          autoComplete="email"
          errors={form.fieldErrors}
          defaultValue={typed.email}
        />
        <TextField
          name="phone"
          type="tel"
          label="Phone (optional)"
          autoComplete="tel"
          errors={form.fieldErrors}
          defaultValue={typed.phone}
        />
        <TextField
          name="subject"
          label="Subject"
          required
          requiredMark
          errors={form.fieldErrors}
          defaultValue={typed.subject}
        />
      </div>
      <TextAreaField
        name="message"
        label="Message"
        rows={6}
        required
        requiredMark
        errors={form.fieldErrors}
        defaultValue={typed.message}
      />
      <SubmitButton busy={form.busy} busyLabel="Sending…">
        Send Message
      </SubmitButton>
    </fetcher.Form>
  );
}
