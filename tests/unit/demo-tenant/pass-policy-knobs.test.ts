import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { PassPolicy } from '../../../packages/function-app/src/pass-policy';
import { passPolicyFor } from '../../../packages/demo-tenant/src/pass-policy-cookies';

const base: PassPolicy = { signInMaxAgeSeconds: 600, allowedRoles: ['Year8'], allowedGroups: [] };
const withCookie = (cookie: string) => ({ headers: { cookie } }) as IncomingMessage;

describe("a test's cookies change the demo function's pass policy", () => {
  it('takes a shorter sign-in age and a required authentication context', () => {
    expect(passPolicyFor(withCookie('demo-pass-sign-in-max-age=3; demo-pass-auth-context=c1'), base)).toEqual({
      ...base,
      signInMaxAgeSeconds: 3,
      requiredAuthContext: 'c1',
    });
  });

  it('keeps the production policy without them, or with values it cannot read', () => {
    expect(passPolicyFor(withCookie(''), base)).toEqual(base);
    expect(passPolicyFor(withCookie('demo-pass-sign-in-max-age=0; demo-pass-auth-context=mfa'), base)).toEqual(base);
  });
});
