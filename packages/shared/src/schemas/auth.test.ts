import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../constants.ts';
import { loginBodySchema, registerBodySchema, signupFormSchema } from './auth.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('loginBodySchema', () => {
  it('normalises the e-mail and accepts a 6-character password', () => {
    expect(loginBodySchema.parse({ email: '  Ana@Example.COM ', password: '123456' })).toEqual({
      email: 'ana@example.com',
      password: '123456',
    });
  });

  it('uses the specification texts', () => {
    const result = loginBodySchema.safeParse({ email: 'ana@', password: '12345' });
    expect(messages(result)).toEqual([
      `email: ${MESSAGES.invalidEmail}`,
      `password: ${MESSAGES.passwordTooShort}`,
    ]);
  });

  it.each(['plainaddress', 'a@b', '@example.com', 'a b@example.com', 'a@example..com'])(
    'refuses %s',
    (email) => {
      expect(loginBodySchema.safeParse({ email, password: 'abcdef' }).success).toBe(false);
    },
  );

  it('refuses unknown keys and a password over 128 characters', () => {
    expect(
      loginBodySchema.safeParse({ email: 'a@example.com', password: 'abcdef', admin: true })
        .success,
    ).toBe(false);
    expect(
      loginBodySchema.safeParse({ email: 'a@example.com', password: 'x'.repeat(129) }).success,
    ).toBe(false);
  });
});

describe('registerBodySchema and the signup form', () => {
  it('trims the name and requires it', () => {
    expect(
      registerBodySchema.parse({ name: '  Ana ', email: 'a@example.com', password: 'abcdef' }).name,
    ).toBe('Ana');
    expect(
      messages(
        registerBodySchema.safeParse({ name: '  ', email: 'a@example.com', password: 'abcdef' }),
      ),
    ).toEqual([`name: ${MESSAGES.nameRequired}`]);
  });

  it("reports a confirmation that differs with 'Passwords do not match'", () => {
    const result = signupFormSchema.safeParse({
      name: 'A',
      email: 'a@example.com',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
    });
    expect(messages(result)).toEqual(['confirmPassword: Passwords do not match']);
    expect(
      signupFormSchema.safeParse({
        name: 'A',
        email: 'a@example.com',
        password: 'abcdef',
        confirmPassword: 'abcdef',
      }).success,
    ).toBe(true);
  });
});
