// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewer } from '../../../packages/engine/src/shared/content/use-viewer';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { OS_CHOICE_KEY } from '../../../packages/engine/src/shared/platform/platform';
import { PlatformProvider, usePlatform } from '../../../packages/engine/src/shared/platform/PlatformProvider';
import { parsePreview, PreviewProvider, usePreview, type Preview } from '../../../packages/engine/src/shared/user/preview';
import { audienceLabel, previewLabel } from '../../../packages/engine/src/features/preview/preview-label';
import { AsUser } from '../../support/signed-in';
import { GRADE_ROLES, PRIMARY_ROLES, SPEC_ROLES } from '../../support/school-roles';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('describing a preview', () => {
  it.each([
    [{ roles: ['Year4'], device: 'mac' }, 'a Year 4 student on a Mac'],
    [{ roles: ['BasicView'] }, 'a BasicView user'],
    [{ roles: ['Staff'], device: 'windows' }, 'staff on Windows'],
    [{ roles: [''] }, 'a user with no role'],
    [{ device: 'iphone' }, 'you on an iPhone'],
    [{ roles: ['Year4'], device: 'windows', owner: 'own' }, 'a Year 4 student on Windows, on their own device'],
    [{ owner: 'school' }, 'you, on a school device'],
  ] as [Preview, string][])('%j reads as "%s"', (preview, label) => {
    expect(previewLabel(preview, SPEC_ROLES)).toBe(label);
  });

  it("names a person by the school's precedence, never the claim's order: staff, then the highest year", () => {
    expect(audienceLabel(['Year9', 'Staff'], SPEC_ROLES)).toBe('staff');
    expect(audienceLabel(['BasicView', 'Year4', 'Year9'], SPEC_ROLES)).toBe('a Year 9 student');
  });

  it("names a school's own roles: Foundation, several staff roles, a value it does not know", () => {
    expect(audienceLabel(['Foundation'], PRIMARY_ROLES)).toBe('a Foundation student');
    expect(audienceLabel(['Office'], PRIMARY_ROLES)).toBe('staff (Office)');
    expect(audienceLabel(['Staff'], PRIMARY_ROLES)).toBe('a user with no role');
    expect(previewLabel({ roles: ['Grade13'], device: 'windows' }, GRADE_ROLES)).toBe('a Grade 13 student on Windows');
  });
});

describe('a stored preview', () => {
  it.each([
    ['{"roles":["Year4"],"device":"mac"}', { roles: ['Year4'], device: 'mac' }],
    ['{"device":"iphone"}', { device: 'iphone' }],
    ['{"owner":"own"}', { owner: 'own' }],
    ['{"roles":["Year4"],"owner":"borrowed"}', { roles: ['Year4'] }],
    ['{"roles":"Staff"}', null],
    ['{"device":"linux"}', null],
    ['not json', null],
    [null, null],
  ])('%s is read as %j', (stored, expected) => {
    expect(parsePreview(stored)).toEqual(expected);
  });
});

const graph: GraphClient = { request: vi.fn() };

function Probe() {
  const viewer = useViewer();
  const { setPreview } = usePreview();
  const { setMac, setOwner } = usePlatform();
  return (
    <>
      <p>
        {viewer.roles.join(',')} | {viewer.platform} | {viewer.inHand === 'iphone' ? 'iphone' : 'not iphone'} | {viewer.owner ?? 'unsaid'}
      </p>
      <button type="button" onClick={() => setPreview({ roles: ['Year4'], owner: 'own' })}>
        preview Year 4 on their own device
      </button>
      <button type="button" onClick={() => setOwner(null)}>
        change whose device
      </button>
      <button type="button" onClick={() => setPreview({ roles: ['Year4'], device: 'mac' })}>
        preview Year 4 on Mac
      </button>
      <button type="button" onClick={() => setPreview({ device: 'iphone' })}>
        preview iPhone
      </button>
      <button type="button" onClick={() => setMac(false)}>
        switch to Windows
      </button>
      <button type="button" onClick={() => setPreview(null)}>
        stop
      </button>
    </>
  );
}

function renderAs(roles: string[], isStaff = roles.includes('Staff')) {
  window.localStorage.setItem(OS_CHOICE_KEY, 'windows');
  return render(
    <AsUser name="Olivia Chen" roles={roles} graph={graph}>
      <PlatformProvider>
        <PreviewProvider enabled={isStaff}>
          <Probe />
        </PreviewProvider>
      </PlatformProvider>
    </AsUser>,
  );
}

describe('viewing as someone else', () => {
  it("shows the content for the previewed roles and device, and the header switch then changes the preview's device", () => {
    renderAs(['Staff']);
    expect(screen.getByText('Staff | windows | not iphone | unsaid')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'preview Year 4 on Mac' }).click());
    expect(screen.getByText('Year4 | mac | not iphone | unsaid')).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem('portal.preview')!)).toEqual({ roles: ['Year4'], device: 'mac' });
    act(() => screen.getByRole('button', { name: 'switch to Windows' }).click());
    expect(screen.getByText('Year4 | windows | not iphone | unsaid')).toBeTruthy();
    // The staff member's own choice is untouched.
    expect(window.localStorage.getItem(OS_CHOICE_KEY)).toBe('windows');
    act(() => screen.getByRole('button', { name: 'preview iPhone' }).click());
    expect(screen.getByText('Staff | windows | iphone | unsaid')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'stop' }).click());
    expect(screen.getByText('Staff | windows | not iphone | unsaid')).toBeTruthy();
    expect(window.sessionStorage.getItem('portal.preview')).toBeNull();
  });

  it("views as a school's or their own device without touching this browser's answer; Change ends that part of the preview", () => {
    window.localStorage.setItem('portal.owner', 'school');
    renderAs(['Staff']);
    expect(screen.getByText('Staff | windows | not iphone | school')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'preview Year 4 on their own device' }).click());
    expect(screen.getByText('Year4 | windows | not iphone | own')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'change whose device' }).click());
    expect(screen.getByText('Year4 | windows | not iphone | school')).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem('portal.preview')!)).toEqual({ roles: ['Year4'] });
    expect(window.localStorage.getItem('portal.owner')).toBe('school');
  });

  it('ignores a stored preview for anyone who is not staff', () => {
    window.sessionStorage.setItem('portal.preview', JSON.stringify({ roles: ['Staff'] }));
    renderAs(['Year8']);
    expect(screen.getByText('Year8 | windows | not iphone | unsaid')).toBeTruthy();
  });

  it('keeps a preview across a reload of the tab', () => {
    window.sessionStorage.setItem('portal.preview', JSON.stringify({ roles: ['BasicView'] }));
    renderAs(['Staff']);
    expect(screen.getByText('BasicView | windows | not iphone | unsaid')).toBeTruthy();
  });
});
