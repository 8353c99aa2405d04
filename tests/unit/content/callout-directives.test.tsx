// @vitest-environment jsdom
/** Markdown steps and :::callouts, compiled with the build's remark plugins and rendered with the kit. */
import { evaluate } from '@mdx-js/mdx';
import { cleanup, render, screen } from '@testing-library/react';
import * as runtime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import { afterEach, describe, expect, it } from 'vitest';
import type { StepComponent } from '../../../packages/engine/src/shared/content/content-context';
import { kitComponents } from '../../../packages/engine/src/features/guides/kit/kit-components';
import { STEP_REMARK_PLUGINS } from '../../../packages/engine/tooling/content/mdx/remark-callout-directives';

/** Compiles a step body as the build does (.md or .mdx by its name) and renders it with the kit. */
async function renderStep(name: string, body: string) {
  const { default: Content } = (await evaluate(new VFile({ path: name, value: body }), {
    ...runtime,
    format: 'detect',
    remarkPlugins: STEP_REMARK_PLUGINS,
  } as Parameters<typeof evaluate>[1])) as unknown as { default: StepComponent };
  return render(<Content components={kitComponents()} />);
}

afterEach(cleanup);

describe(':::callouts', () => {
  it.each(['01-a.md', '01-a.mdx'])('turns :::warning[title] into the Callout named by its title (%s)', async (name) => {
    await renderStep(name, ':::warning[Before you start]\nSave your work first.\n:::\n');
    const callout = screen.getByRole('complementary', { name: 'Before you start' });
    expect(callout.className).toBe('callout callout-warning');
    // The type is read first, out of sight: a title of the author's own may not say it.
    expect(callout.textContent).toBe('Warning: Before you startSave your work first.');
    expect(callout.querySelector('.visually-hidden')?.textContent).toBe('Warning: ');
  });

  it('does not say the type twice when the title starts with it', async () => {
    await renderStep('01-a.md', ':::important[Important: bring your laptop]\nCharged.\n:::\n');
    const callout = screen.getByRole('complementary', { name: 'Important: bring your laptop' });
    expect(callout.querySelector('.callout-title')?.textContent).toBe('Important: bring your laptop');
  });

  it.each([
    ['note', 'Note'],
    ['tip', 'Tip'],
    ['warning', 'Warning'],
    ['important', 'Important'],
  ])('names an untitled :::%s after its type', async (type, label) => {
    await renderStep('01-a.md', `:::${type}\nText.\n:::\n`);
    expect(screen.getByRole('complementary', { name: label }).className).toBe(`callout callout-${type}`);
  });

  it('keeps components inside a callout in .mdx', async () => {
    await renderStep('01-a.mdx', ':::tip\nPress <Kbd>Enter</Kbd>.\n:::\n');
    expect(screen.getByRole('complementary', { name: 'Tip' }).querySelector('kbd')?.textContent).toBe('Enter');
  });

  it('renders what the check reports rather than dropping it: an unknown block shows its content', async () => {
    await renderStep('01-a.md', ':::notes\nStill here.\n:::\n');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByText('Still here.')).toBeTruthy();
  });
});

describe('.md steps', () => {
  it('shows < and { as written', async () => {
    const { container } = await renderStep('01-a.md', 'Type a < b and {x}, then <3.\n');
    expect(container.textContent).toBe('Type a < b and {x}, then <3.');
  });

  it.each(['01-a.md', '01-a.mdx'])('keeps colons in text as text (%s)', async (name) => {
    const { container } = await renderStep(name, 'Class starts at Time: 3:30 on Wi-Fi:eduroam, see :abbr[x]{y=z}.\n\n::leaf[shown]\n');
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Class starts at Time: 3:30 on Wi-Fi:eduroam, see :abbr[x]{y=z}.',
      '::leaf[shown]',
    ]);
  });
});
