import { describe, expect, it } from 'vitest';
import { helpBody, helpRequestMailto, helpSubject, variantName } from '../../../packages/engine/src/features/guides/help-request';
import { browserName, systemName } from '../../../packages/engine/src/shared/reports/browser-name';
import { SITE_NAME } from '../../../packages/engine/src/shared/ui/use-document-title';

const REQUEST = {
  to: 'helpdesk@school.example',
  guideTitle: 'WiFi Connect',
  step: { number: 3, total: 9, title: 'Open the setup page' },
  device: 'mac' as const,
  variant: 'Laptop Steps',
  supportCode: '4KQ7-M2XB',
  browser: 'Safari 18 on macOS',
  what: 'looks_different' as const,
  words: '  It says not permitted & asks for a code  ',
  address: 'https://portal.school.example/wifi?step=3&platform=mac&variant=laptop',
};

describe('the help request to the helpdesk', () => {
  it('names the guide, the step and the device in its subject', () => {
    expect(helpSubject(REQUEST)).toBe('Help with WiFi Connect, step 3 (Mac)');
    expect(helpSubject({ guideTitle: 'Printing', device: 'iphone' })).toBe('Help with Printing (iPhone)');
  });

  it('carries the guide, step, platform, variant, support code, browser, what happened and the words, a line each', () => {
    expect(helpBody(REQUEST).split('\r\n')).toEqual([
      'Hello IT,',
      '',
      "This step of a portal guide didn't work for me.",
      '',
      'Guide: WiFi Connect',
      'Step: 3 of 9, "Open the setup page"',
      'Platform: Mac',
      'Variant: Laptop Steps',
      'Support code: 4KQ7-M2XB',
      'Browser: Safari 18 on macOS',
      'What happened: The screen looks different',
      'In my words: It says not permitted & asks for a code',
      'Address: https://portal.school.example/wifi?step=3&platform=mac&variant=laptop',
      '',
      `(Sent from ${SITE_NAME}. Add anything else that might help, such as a photo of the screen.)`,
    ]);
  });

  it("leaves out what happened when the person was not asked (the IT office's contact, in place of a report)", () => {
    const body = helpBody({ ...REQUEST, what: undefined, words: undefined });
    expect(body).not.toContain('What happened');
    expect(body).not.toContain('In my words');
    expect(body).toContain('Support code: 4KQ7-M2XB');
  });

  it('leaves out what a single page or a guide without variants does not have', () => {
    const body = helpBody({ ...REQUEST, step: undefined, variant: undefined, supportCode: undefined, browser: undefined, words: ' ' });
    expect(body).toContain("This page of a portal guide didn't work for me.");
    for (const absent of ['Step:', 'Variant:', 'Support code:', 'Browser:', 'In my words:']) expect(body).not.toContain(absent);
  });

  it('is a mailto: address whose subject and body survive the trip (&, line breaks, quotes)', () => {
    const mailto = new URL(helpRequestMailto(REQUEST));
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('helpdesk@school.example');
    expect(mailto.searchParams.get('subject')).toBe(helpSubject(REQUEST));
    expect(mailto.searchParams.get('body')).toBe(helpBody(REQUEST));
    expect(helpRequestMailto(REQUEST)).toContain('%0D%0A');
  });

  it('names a variant as its toggle does, without "Show"', () => {
    expect(variantName('Show Laptop Steps')).toBe('Laptop Steps');
    expect(variantName('iOS steps')).toBe('iOS steps');
  });
});

describe('the browser and system a help request names', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'Safari 18',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
      'Chrome 138',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36 Edg/138.0.0.0',
      'Edge 138',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17',
      'iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox 140', 'Linux'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
      'Chrome 138',
      'ChromeOS',
    ],
  ])('%s', (userAgent, browser, system) => {
    expect(browserName(userAgent)).toBe(browser);
    expect(systemName(userAgent)).toBe(system);
  });

  it('names nothing it does not know', () => {
    expect(browserName('curl/8.0')).toBeUndefined();
    expect(systemName('curl/8.0')).toBeUndefined();
  });
});
