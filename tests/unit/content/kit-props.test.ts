import { describe, expect, it } from 'vitest';
import { validateKitProps, type KitComponentName } from '../../../packages/engine/src/shared/content/schema/kit';

describe('component kit props', () => {
  it.each<[KitComponentName, Record<string, unknown>]>([
    ['Only', { platform: 'mac' }],
    ['Only', { roles: 'not BasicView' }],
    ['Callout', {}],
    ['Callout', { type: 'warning', title: 'Careful' }],
    ['Keys', { combo: 'Ctrl+Alt+Delete' }],
    ['Keys', { combo: 'Cmd+Shift+4' }],
    ['Figure', { src: './images/sign-in.svg', alt: 'A sign-in box', width: 640, height: 360 }],
    ['CopyValue', { value: 'DEMO-4821', label: 'Organisation code' }],
    ['CopyValue', { setting: 'vivi.organisationCode', label: 'Organisation code' }],
    ['Download', { windows: 'https://x.example/a.msi' }],
    ['Download', { href: 'https://x.example/a' }],
    ['Download', { windows: 'https://x.example/a.msi', mac: 'https://x.example/a.pkg' }],
    ['Download', { setting: 'naplan.alternateDownload' }],
    ['LinkList', {}],
    ['Setting', { name: 'itHelp.email', link: true }],
    ['PrinterTable', { children: 'ignored: children are content' }],
  ])('accepts <%s> with %j', (name, props) => {
    expect(validateKitProps(name, props).ok).toBe(true);
  });

  it.each<[KitComponentName, Record<string, unknown>, string]>([
    ['Only', {}, '<Only> needs exactly one of platform="..." (a device, e.g. windows) or roles="...".'],
    ['Only', { platform: 'mac', roles: 'Staff' }, '<Only> needs exactly one of platform="..." (a device, e.g. windows) or roles="...".'],
    ['Only', { platform: 'linux' }, '<Only> platform: "linux" is not one of: windows, mac.'],
    ['Only', { platform: 'Mac' }, '<Only> platform: "Mac" is not one of: windows, mac (did you mean "mac"?).'],
    [
      'Only',
      { roles: 'Teachers' },
      '<Only> roles: Unknown role "Teachers". Write one of: everyone, Staff, BasicView, Foundation ... Year12, a range such as Year6-Year12, or "not" before any of them.',
    ],
    ['Callout', { type: 'danger' }, '<Callout> type: must be one of: note, tip, warning, important.'],
    ['Keys', { combo: 'Ctrl++' }, '<Keys> combo: must be keys joined by +, e.g. "Ctrl+Alt+Delete".'],
    ['Figure', { src: './images/a.svg', width: 1, height: 1 }, '<Figure> is missing alt (describe what the picture shows).'],
    ['Figure', { src: './images/a.svg', alt: ' ', width: 1, height: 1 }, '<Figure> alt: must describe what the picture shows.'],
    [
      'Figure',
      { src: 'https://x.example/a.png', alt: 'A', width: 1, height: 1 },
      "<Figure> src: must be an image in the guide's images folder, e.g. ./images/sign-in.svg.",
    ],
    ['Figure', { src: './images/a.svg', alt: 'A', width: '640', height: 1 }, '<Figure> width: must be a number in braces, e.g. {640}.'],
    ['CopyValue', { label: 'Code' }, '<CopyValue> needs exactly one of value="..." or setting="...".'],
    [
      'CopyValue',
      { value: 'DEMO-4821', setting: 'vivi.organisationCode', label: 'Code' },
      '<CopyValue> needs exactly one of value="..." or setting="...".',
    ],
    [
      'CopyValue',
      { setting: 'vivi organisation code', label: 'Code' },
      '<CopyValue> setting: must be a dotted settings path such as help.email.',
    ],
    ['CopyValue', { setting: 'vivi.organisationCode' }, '<CopyValue> is missing label (must be text).'],
    ['Download', {}, '<Download> needs exactly one of href="https://...", windows="..." and/or mac="...", or setting="...".'],
    [
      'Download',
      { href: 'https://x.example/a', setting: 'naplan.downloadPageUrl' },
      '<Download> needs exactly one of href="https://...", windows="..." and/or mac="...", or setting="...".',
    ],
    [
      'Download',
      { mac: 'https://x.example/a.pkg', setting: 'naplan.alternateDownload' },
      '<Download> needs exactly one of href="https://...", windows="..." and/or mac="...", or setting="...".',
    ],
    [
      'Download',
      { href: 'https://x.example/a', windows: 'https://x.example/a.msi' },
      '<Download> needs exactly one of href="https://...", windows="..." and/or mac="...", or setting="...".',
    ],
    ['Download', { setting: 'https://x.example/a' }, '<Download> setting: must be a dotted settings path such as help.email.'],
    ['LinkList', { group: 'Learning Tools' }, '<LinkList> has no "group" attribute.'],
    ['Download', { href: 'http://x.example' }, '<Download> href: must be a full https:// address.'],
    ['Setting', { name: 'it help' }, '<Setting> name: must be a dotted settings path such as help.email.'],
    ['Username', { name: 'x' }, '<Username> has no "name" attribute.'],
  ])('rejects <%s> with %j', (name, props, message) => {
    expect(validateKitProps(name, props)).toEqual({ ok: false, message });
  });
});
