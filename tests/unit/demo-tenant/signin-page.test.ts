/** The demo tenant's sign-in page: what a visitor who cannot sign in is offered, as a school's Entra page offers it. */
import { describe, expect, it } from 'vitest';
import { demoPageCsp } from '../../../packages/demo-tenant/src/demo-page';
import { renderSignInPage } from '../../../packages/demo-tenant/src/signin-page';

const page = (cantSignInHref?: string) =>
  renderSignInPage({ portalName: 'Test Portal', formAction: '/demo-tenant/interaction/abc', cantSignInHref }, 'nonce');

describe('the sign-in page\'s "Can\'t sign in?" link', () => {
  it("links the school's Can't sign in? guide below the sign-in form, as Entra's sign-in page text would", () => {
    const html = page('/cant-sign-in');
    expect(html).toContain(`<p class="help"><a href="/cant-sign-in">Can't sign in?</a></p>`);
    expect(html.indexOf('</form>\n<p class="help">')).toBeGreaterThan(
      html.indexOf('<form method="post" action="/demo-tenant/interaction/abc" novalidate>'),
    );
    expect(html.indexOf('<p class="help">')).toBeLessThan(html.indexOf('<h2>Demo accounts</h2>'));
  });

  it('offers no link when the school has no such guide', () => {
    expect(page()).not.toContain("Can't sign in?");
  });

  it('escapes the address it is given', () => {
    const html = page('/x"><script>alert(1)</script>');
    expect(html).toContain('href="/x&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).not.toContain('<script');
  });

  it('stays a page without script, under the same strict policy (a link needs nothing from it)', () => {
    expect(page('/cant-sign-in')).not.toMatch(/<script|\son\w+=/i);
    expect(demoPageCsp('nonce')).toBe(
      "default-src 'none'; style-src 'nonce-nonce'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});
