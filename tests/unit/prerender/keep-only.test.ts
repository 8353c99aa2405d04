// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keepOnly } from '../../../packages/engine/src/app/prerendered';

const screen = (device: string) => {
  const element = document.createElement('div');
  element.setAttribute('data-prerendered-for', device);
  element.innerHTML = `<label for="site-search">Search guides</label><input id="site-search">`;
  return element;
};

describe("a prerendered page keeps only the shown device's screen", () => {
  it("takes the others out as they are added, so each id names the shown screen's element", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    keepOnly(document, 'mac');
    const root = document.getElementById('root')!;
    root.append(screen('windows'), screen('mac'));
    await Promise.resolve();
    expect([...root.children].map((c) => c.getAttribute('data-prerendered-for'))).toEqual(['mac']);
    expect(document.querySelectorAll('#site-search')).toHaveLength(1);
  });

  it('takes them all out when none shows, so the app draws into an empty root', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    keepOnly(document, null);
    document.getElementById('root')!.append(screen('windows'), screen('mac'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await Promise.resolve();
    expect(document.getElementById('root')!.children).toHaveLength(0);
  });
});
