import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import { Badge } from './badge';
import { buttonClass } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Checkbox, PasswordField, SelectField, TextAreaField, TextField } from './field';

describe('fields', () => {
  it('tie the label, the hint and the error to the control, the error picked from the field errors', () => {
    render(
      <TextField
        name="email"
        label="Email"
        hint="We send the receipt here."
        errors={{ email: 'Enter a valid email', phone: 'not this one' }}
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Enter a valid email', 'We send the receipt here.']);
  });

  it('are calm without an error, and mark a required field only when asked', () => {
    render(<TextField name="city" label="City" requiredMark required errors={{}} />);
    const input = screen.getByLabelText(/City/);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('let a password be shown and hidden again', async () => {
    const user = userEvent.setup();
    render(<PasswordField name="password" label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('cover selects, text areas and checkboxes the same way', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <SelectField name="state" label="State" errors={{ state: 'Choose a state' }} defaultValue="">
          <option value="">Select</option>
          <option value="Kerala">Kerala</option>
        </SelectField>
        <TextAreaField name="reason" label="Reason" hint="Optional" />
        <Checkbox name="terms" label="I agree to the terms" error="Please accept the terms" />
      </form>,
    );
    expect(screen.getByLabelText('State').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a state')).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-describedby')).toBeTruthy();
    const terms = screen.getByLabelText('I agree to the terms') as HTMLInputElement;
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    await user.click(terms);
    expect(terms.checked).toBe(true);
    const form = terms.form as HTMLFormElement;
    expect(new FormData(form).get('terms')).toBe('on');
  });
});

describe('Alert', () => {
  it('draws nothing when there is nothing to say', () => {
    const { container } = render(<Alert>{undefined}</Alert>);
    expect(container.innerHTML).toBe('');
  });

  it('announces an error at once and can take the focus; a note is calm', () => {
    render(
      <>
        <Alert>Invalid email or password</Alert>
        <Alert tone="success">Code sent</Alert>
      </>,
    );
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Invalid email or password');
    error.focus();
    expect(document.activeElement).toBe(error);
    expect(screen.getByRole('status').textContent).toBe('Code sent');
  });
});

describe('Badge', () => {
  it('says its state in words, the colour only repeating it, on one line', () => {
    render(
      <Badge colour="yellow" dot>
        Processing
      </Badge>,
    );
    const badge = screen.getByText('Processing');
    expect(badge.dataset.colour).toBe('yellow');
    expect(badge.className).toContain('whitespace-nowrap');
  });
});

describe('buttonClass', () => {
  it('gives each variant its look and a full width on request', () => {
    expect(buttonClass()).toContain('bg-brand-700');
    expect(buttonClass({ variant: 'outline' })).toContain('border-brand-700');
    expect(buttonClass({ variant: 'danger', full: true })).toMatch(/bg-red-700.*w-full/);
  });
});

describe('ConfirmDialog', () => {
  function Harness({
    busy = false,
    onConfirm = vi.fn(),
  }: {
    busy?: boolean;
    onConfirm?: (form: FormData) => void;
  }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete account
        </button>
        <ConfirmDialog
          open={open}
          title="Delete your account?"
          confirmLabel="Delete my account"
          busyLabel="Deleting…"
          busy={busy}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        >
          <input name="reason" defaultValue="moving abroad" aria-label="Reason" />
        </ConfirmDialog>
      </>
    );
  }

  it('opens as a modal with the safe choice focused, and hands the confirmed form over', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    const [form] = onConfirm.mock.calls[0] as [FormData];
    expect(form.get('reason')).toBe('moving abroad');
  });

  it("closes on Escape (the dialog's cancel), through onClose", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' }) as HTMLDialogElement;
    await act(async () => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog.open).toBe(false);
  });

  it('cannot be dismissed while the confirmed request runs', async () => {
    const user = userEvent.setup();
    render(<Harness busy />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' }) as HTMLDialogElement;
    await act(async () => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Deleting…' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });
});
