import { LoginSchema } from '@shop/shared';
import { Form, Link } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { Alert } from '~/components/ui/alert';
import { PasswordField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { textLinkClass } from '~/components/ui/text-link';
import { type AnyFormResult, validate } from '~/lib/form-result';
import { EmailField } from './account-fields';

/** E-mail and password (docs/PRODUCT.md §7 login payload). */
export function LoginForm({ result, redirectTo }: { result?: AnyFormResult; redirectTo: string }) {
  const form = useForm({ intent: 'login', result, check: (values) => validate(LoginSchema, values) });
  return (
    <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Alert>{form.message}</Alert>
      <EmailField required errors={form.fieldErrors} defaultValue={form.typed?.email} />
      <div>
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          errors={form.fieldErrors}
        />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className={textLinkClass}>
            Forgot password?
          </Link>
        </p>
      </div>
      <SubmitButton busy={form.busy} busyLabel="Logging in…" full>
        Login
      </SubmitButton>
    </Form>
  );
}
