import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation in any frame of the page, across navigations (the
 * sign-in redirects included): the DOM event, reported through a binding, and Chromium's console message.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || location.pathname}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Refused to|Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
