import { LoginSchema } from '@shop/shared';
import { Form, Link } from 'react-router';
import { Field, FormAlert, PasswordField, SubmitButton, textLink } from './fields';
import { type FormResult, validate } from './forms';
import { useAccountForm } from './use-form';

/** E-mail and password (SPEC §7 login payload). */
export function LoginForm({ result, redirectTo }: { result?: FormResult; redirectTo: string }) {
  const { formRef, onSubmit, fieldErrors, formError, busy } = useAccountForm('login', result, (values) =>
    validate(LoginSchema, values),
  );
  return (
    <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert message={formError} />
      <Field
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldErrors.email}
      />
      <div>
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className={textLink}>
            Forgot password?
          </Link>
        </p>
      </div>
      <SubmitButton busy={busy} busyLabel="Logging in…">
        Login
      </SubmitButton>
    </Form>
  );
}
