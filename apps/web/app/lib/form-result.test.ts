import { LoginSchema, ShippingAddressInputSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { fieldKey, formValues, shownFailure, typedList, typedValues, validate } from './form-result';

describe('validate', () => {
  it('answers the parsed data when the shared schema accepts the values', () => {
    const checked = validate(LoginSchema, { email: ' Asha@Example.com ', password: 'Tulsi-leaf-42' });
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.data.password).toBe('Tulsi-leaf-42');
  });

  it('names every refused field once, with the first message the schema gave it', () => {
    const checked = validate(LoginSchema, { email: 'not an e-mail', password: '' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.fieldErrors).sort()).toEqual(['email', 'password']);
    expect(typeof checked.fieldErrors.email).toBe('string');
  });

  it('keys nested values by their dotted path, or by the name the form gives them', () => {
    const nested = {
      safeParse: () => ({
        success: false as const,
        error: {
          issues: [
            { path: ['shippingAddress', 'city'], message: 'City is required' },
            { path: ['shippingAddress', 'city'], message: 'City is too long' },
          ],
        },
      }),
    };
    expect(validate(nested, {})).toEqual({
      ok: false,
      fieldErrors: { 'shippingAddress.city': 'City is required' },
    });
    const renamed = validate(nested, {}, (path) => path.split('.').pop() ?? path);
    expect(renamed).toEqual({ ok: false, fieldErrors: { city: 'City is required' } });
  });

  it('checks the address with the same schema the API uses', () => {
    const address = { name: 'Asha', email: 'a@b.in', phone: '98765', address: 'MG Road', city: 'Pune' };
    const checked = validate(ShippingAddressInputSchema, address);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fieldErrors.phone).toBeTruthy();
    expect(checked.fieldErrors.name).toBeUndefined();
  });
});

describe('fieldKey', () => {
  it('joins a path with dots and calls a check of the whole form "form"', () => {
    expect(fieldKey(['shippingAddress', 'city'])).toBe('shippingAddress.city');
    expect(fieldKey(['items', 0, 'quantity'])).toBe('items.0.quantity');
    expect(fieldKey([])).toBe('form');
    expect(fieldKey('')).toBe('form');
  });
});

describe('formValues', () => {
  it('keeps the text values of a form and leaves files out', () => {
    const data = new FormData();
    data.set('email', 'a@b.in');
    data.set('intent', 'login');
    data.set('photo', new File(['x'], 'x.png'));
    expect(formValues(data)).toEqual({ email: 'a@b.in', intent: 'login' });
  });
});

describe('typedValues', () => {
  it('keeps every value of a group of ticked boxes, read back with typedList', () => {
    const data = new FormData();
    data.set('name', 'Tulsi drops');
    data.append('categoryIds', 'c2');
    data.append('categoryIds', 'c3');
    data.set('featured', 'c1');
    data.set('photo', new File(['x'], 'x.png'));
    const typed = typedValues(data);
    expect(typed).toEqual({ name: 'Tulsi drops', categoryIds: 'c2\nc3', featured: 'c1' });
    expect(typedList(typed, 'categoryIds')).toEqual(['c2', 'c3']);
    expect(typedList(typed, 'featured')).toEqual(['c1']);
    // Nothing ticked: the name is not posted at all.
    expect(typedList(typed, 'tags')).toEqual([]);
  });
});

describe('shownFailure', () => {
  const refusal = {
    ok: false as const,
    intent: 'signup',
    status: 409,
    message: 'That e-mail is already registered',
    fieldErrors: { email: 'That e-mail is already registered' },
  };

  it('shows nothing for a success or for another form of the page', () => {
    expect(shownFailure({ ok: true, intent: 'signup' })).toBeUndefined();
    expect(shownFailure(refusal, 'login')).toBeUndefined();
    expect(shownFailure(undefined)).toBeUndefined();
  });

  it('says a message once: under its field when a field names it, else above the form', () => {
    expect(shownFailure(refusal, 'signup')).toEqual({ fieldErrors: refusal.fieldErrors, message: undefined });
    const general = { ...refusal, fieldErrors: {}, message: 'Too many attempts' };
    expect(shownFailure(general)).toEqual({ fieldErrors: {}, message: 'Too many attempts' });
  });
});
