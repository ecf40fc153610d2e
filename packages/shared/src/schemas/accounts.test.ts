import { describe, expect, it } from 'vitest';
import {
  EmailSchema,
  missingFieldsMessage,
  missingSignupFields,
  SignupSchema,
  UpdateProfileSchema,
} from './accounts.ts';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  userName: 'asha.rao',
  email: '  Asha.Rao@Example.COM ',
  phone: '+91 98765 43210',
  password: 'correct horse',
};

describe('signup schema', () => {
  it('names every missing or blank field, in form order', () => {
    expect(missingSignupFields({ ...valid, lastName: '  ', phone: undefined, password: 12 })).toEqual([
      'lastName',
      'phone',
      'password',
    ]);
    expect(missingSignupFields(null)).toHaveLength(6);
    expect(missingSignupFields(valid)).toEqual([]);
  });

  it('writes the spec message with readable labels', () => {
    expect(missingFieldsMessage(['firstName', 'email'])).toBe(
      'Please fill in all required fields: First name, Email',
    );
  });

  it('lower-cases the e-mail and keeps the 10 phone digits', () => {
    const parsed = SignupSchema.parse(valid);
    expect(parsed.email).toBe('asha.rao@example.com');
    expect(parsed.phone).toBe('9876543210');
  });

  it.each([
    ['email', 'not-an-email'],
    ['phone', '12345'],
    ['phone', '5876543210'],
    ['password', 'short12'],
    ['userName', 'has space'],
    ['userName', 'ab'],
  ])('refuses a bad %s (%s)', (field, value) => {
    const result = SignupSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('lets the profile form send the e-mail back but not require it', () => {
    const { password: _password, email: _email, ...profile } = valid;
    expect(UpdateProfileSchema.safeParse(profile).success).toBe(true);
  });
});

describe('the e-mail field', () => {
  it('says it is required when it is missing, not which type was expected', () => {
    const result = EmailSchema.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Email is required');
    expect(EmailSchema.safeParse('').error?.issues[0]?.message).toBe('Email is required');
  });
});
