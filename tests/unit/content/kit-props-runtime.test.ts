import { describe, expect, it } from 'vitest';
import { readKitProps as readInBrowser } from '../../../packages/engine/src/shared/content/kit-props-reader';
import { validateKitProps as checkWithSchema, type KitComponentName } from '../../../packages/engine/src/shared/content/schema/kit';

// The browser reads kit props without the Zod schema (the build has checked them). For every valid prop
// set it must produce exactly what the schema's parse produces: trimmed text, defaults, parsed conditions.
describe('kit props in the browser', () => {
  it.each<[KitComponentName, Record<string, unknown>]>([
    ['Only', { platform: 'mac' }],
    ['Only', { platform: 'windows', children: 'content' }],
    ['Only', { roles: 'not BasicView' }],
    ['Only', { roles: ' Year7-Year12, Staff ' }],
    ['Callout', {}],
    ['Callout', { type: 'tip' }],
    ['Callout', { type: 'warning', title: '  Careful  ' }],
    ['Keys', { combo: 'Ctrl+Alt+Delete' }],
    ['Kbd', { children: 'Enter' }],
    ['Figure', { src: './images/sign-in.svg', alt: ' A sign-in box ', width: 640, height: 360 }],
    ['Figure', { src: './images/sign-in.svg', alt: 'A sign-in box', width: 640, height: 360, caption: 'The box', priority: true }],
    ['CopyValue', { value: ' DEMO-4821 ', label: 'Organisation code' }],
    ['CopyValue', { setting: 'vivi.organisationCode', label: 'Organisation code' }],
    ['Download', { windows: 'https://x.example/a.msi', mac: 'https://x.example/a.pkg' }],
    ['Download', { href: 'https://x.example/a' }],
    ['Download', { setting: 'naplan.alternateDownload', children: 'Alternate Download' }],
    ['LinkList', {}],
    ['Setting', { name: 'itHelp.email' }],
    ['Setting', { name: 'itHelp.email', link: true }],
    ['Username', {}],
    ['PrinterTable', { children: 'ignored: children are content' }],
  ])('reads <%s> %j as the schema does', (name, props) => {
    const schema = checkWithSchema(name, props);
    expect(schema.ok).toBe(true);
    expect(readInBrowser(name, props)).toEqual(schema);
  });

  it.each([
    [
      'Teachers',
      '<Only> roles: Unknown role "Teachers". Write one of: everyone, Staff, BasicView, Foundation ... Year12, a range such as Year6-Year12, or "not" before any of them.',
    ],
    ['Staff,,Year7', '<Only> roles: The condition "Staff,,Year7" has an empty part: separate roles with single commas.'],
  ])('still names a roles condition it cannot read (%s)', (roles, message) => {
    expect(readInBrowser('Only', { roles })).toEqual({ ok: false, message });
  });
});
