import { describe, expect, it } from 'vitest';
import { authContextsOf, requestedAuthContexts } from '../../../packages/demo-tenant/src/auth-context';
import { withSessionClaim } from '../../../packages/demo-tenant/src/provider';
import { renderSignInPage } from '../../../packages/demo-tenant/src/signin-page';

describe("the demo tenant's authentication contexts", () => {
  it('reads the contexts a claims request asks the ID token for, as Entra writes the challenge', () => {
    expect(requestedAuthContexts({ id_token: { acrs: { essential: true, value: 'c1' } } })).toEqual(['c1']);
    expect(requestedAuthContexts({ id_token: { acrs: { essential: true, values: ['c2', 'c3'] } } })).toEqual(['c2', 'c3']);
    expect(requestedAuthContexts({ id_token: { auth_time: { essential: true } } })).toEqual([]);
    expect(requestedAuthContexts({ id_token: { acrs: { value: 'c100' } } })).toEqual([]);
    expect(requestedAuthContexts(undefined)).toEqual([]);
  });

  it("keeps a sign-in's contexts in its acr, space-separated", () => {
    expect(authContextsOf('c1 c2')).toEqual(['c1', 'c2']);
    expect(authContextsOf(undefined)).toEqual([]);
    expect(authContextsOf('urn:mace:incommon:iap:silver')).toEqual([]);
  });

  it('says on the sign-in page that the portal asked for a stronger sign-in', () => {
    const page = renderSignInPage({ portalName: 'Test Portal', formAction: '/x', authContexts: ['c1'] }, 'nonce');
    expect(page).toContain('The portal asked for a stronger sign-in (authentication context c1)');
    expect(renderSignInPage({ portalName: 'Test Portal', formAction: '/x' }, 'nonce')).not.toContain('stronger sign-in');
  });
});

describe("the demo provider's sid, as Entra's optional claim", () => {
  it("adds sid to every sign-in's claims request, keeping what it asked for", () => {
    expect(JSON.parse(withSessionClaim(null))).toEqual({ id_token: { sid: null } });
    expect(JSON.parse(withSessionClaim('{"id_token":{"acrs":{"essential":true,"value":"c1"}}}'))).toEqual({
      id_token: { acrs: { essential: true, value: 'c1' }, sid: null },
    });
    // One the provider cannot read is left for it to refuse, as before.
    expect(withSessionClaim('{not json')).toBe('{not json');
  });
});
