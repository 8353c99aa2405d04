/** `setting="..."` on <CopyValue> and <Download>: the content check looks the setting up and checks its shape. */
import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../packages/engine/tooling/content/check/mdx-check';
import { formatProblem } from '../../../packages/engine/tooling/content/check/problems';
import type { SettingsSource } from '../../../packages/engine/tooling/content/check/settings-source';
import { settingsSource } from './in-memory-content';

const SETTINGS = {
  help: { email: 'ithelp@school.example' },
  vivi: { organisationCode: 'DEMO-4821', year: 2026 },
  printing: { wizardDownloadUrl: 'https://print.school.example/PrinterSetup.exe', rooms: [{ room: 'Library', email: 'l@school.example' }] },
  naplan: { alternateDownload: { windows: 'https://dl.school.example/a.msi', mac: 'https://dl.school.example/a.pkg' } },
  spike: { windows: 'https://dl.school.example/spike.msi' },
  insecure: {
    url: 'http://dl.school.example/a.msi',
    both: { windows: 'https://dl.school.example/a.msi', mac: 'http://dl.school.example/a.pkg' },
  },
  links: [{ group: 'Apps', items: [{ label: 'SPIKE', windows: 'https://dl.school.example/spike.msi' }] }],
  custom: { libraryHours: '8am to 5pm' },
  paths: { api: '/api' },
};

/** A setting the guide uses but the school lacks: the lines to add to settings.yaml. */
const addIt = (lines: string, example = 'vivi.organisationCode') =>
  `Add it to content/settings.yaml:\n${lines}\nor name a value it has, e.g. ${example}.`;
const NO_SETTING = 'names a setting that settings.yaml does not have.';

/** What check prints for one line of MDX (the line is 3, below a title and a blank line). */
async function check(mdx: string, settings: SettingsSource = settingsSource(SETTINGS)): Promise<string[]> {
  const { problems } = await checkMdx(`Intro.\n\n${mdx}\n`, {
    file: 'guides/x/01-x.mdx',
    guideDir: '/nowhere',
    routes: new Set(['/']),
    settings,
  });
  return problems.map(formatProblem);
}

describe('setting="..." in the content check', () => {
  it.each([
    '<CopyValue setting="vivi.organisationCode" label="Code" />',
    '<CopyValue setting="vivi.year" label="Year" />',
    '<Download setting="printing.wizardDownloadUrl">Get it</Download>',
    '<Download setting="naplan.alternateDownload">Get it</Download>',
    '<Download setting="spike">Get it</Download>',
    '<Setting name="custom.libraryHours" />',
  ])('accepts %s', async (mdx) => {
    expect(await check(mdx)).toEqual([]);
  });

  const NOT_ONE_VALUE_HINT = 'Name one value in content/settings.yaml, e.g. vivi.organisationCode.';
  const NOT_A_DOWNLOAD_HINT =
    'Name a setting that is a full https:// address, or one with windows: and/or mac: https:// addresses (like naplan.alternateDownload).';
  it.each([
    ['<CopyValue setting="vivi.code" label="Code" />', `<CopyValue setting="vivi.code"> ${NO_SETTING}`, addIt('vivi:\n  code: ...')],
    [
      '<CopyValue setting="vivi.organisationCode.x" label="Code" />',
      `<CopyValue setting="vivi.organisationCode.x"> ${NO_SETTING}`,
      addIt('vivi:\n  organisationCode:\n    x: ...'),
    ],
    [
      '<CopyValue setting="help" label="Help" />',
      '<CopyValue setting="help"> names a group or list of settings, not a single value to copy.',
      NOT_ONE_VALUE_HINT,
    ],
    [
      '<CopyValue setting="printing.rooms" label="Rooms" />',
      '<CopyValue setting="printing.rooms"> names a group or list of settings, not a single value to copy.',
      NOT_ONE_VALUE_HINT,
    ],
    [
      '<Download setting="printing.wizardUrl">Get it</Download>',
      `<Download setting="printing.wizardUrl"> ${NO_SETTING}`,
      addIt('printing:\n  wizardUrl: ...', 'wifi.windowsQuickConnectUrl'),
    ],
    [
      '<Download setting="help.email">Get it</Download>',
      '<Download setting="help.email"> names a setting that is not a download address.',
      NOT_A_DOWNLOAD_HINT,
    ],
    [
      '<Download setting="paths.api">Get it</Download>',
      '<Download setting="paths.api"> names a setting that is not a download address.',
      NOT_A_DOWNLOAD_HINT,
    ],
    [
      '<Download setting="insecure.url">Get it</Download>',
      '<Download setting="insecure.url"> names a setting that is not a download address.',
      NOT_A_DOWNLOAD_HINT,
    ],
    [
      '<Download setting="insecure.both">Get it</Download>',
      '<Download setting="insecure.both"> names a setting that is not a download address.',
      NOT_A_DOWNLOAD_HINT,
    ],
    [
      '<Download setting="printing">Get it</Download>',
      '<Download setting="printing"> names a setting that is not a download address.',
      NOT_A_DOWNLOAD_HINT,
    ],
    [
      '<Download setting="links.0.items.0">Get it</Download>',
      '<Download setting="links.0.items.0"> names a setting that is not a download address.',
      NOT_A_DOWNLOAD_HINT,
    ],
    [
      '<Setting name="help.phone" />',
      '<Setting name="help.phone"> names a setting that school.yaml does not have.',
      'Add it to content/school.yaml:\nhelp:\n  phone: ...\nor name a value it has, e.g. help.email.',
    ],
    [
      '<Setting name="custom.libraryDays" />',
      `<Setting name="custom.libraryDays"> ${NO_SETTING}`,
      addIt('custom:\n  libraryDays: ...', 'help.email'),
    ],
    [
      '<Setting name="help" />',
      '<Setting name="help"> names a group or list of settings, not a single value to show.',
      'Name one value in content/settings.yaml, e.g. help.email.',
    ],
    [
      '<Setting name="itHelp.email" />',
      '<Setting name="itHelp.email"> names itHelp.email, which is now called help.email (engine 0.2.0).',
      'Write <Setting name="help.email"> instead: it is in school.yaml.',
    ],
    [
      '<LinkList setting="custom" />',
      '<LinkList setting="custom"> names a setting that is not a list of links.',
      'In settings.yaml, custom lists groups, each with a group: heading and items:, each item a label: and a url: (or windows: and/or mac: download addresses), and optionally a description:.',
    ],
    [
      '<PrinterTable setting="printing.labs" />',
      `<PrinterTable setting="printing.labs"> ${NO_SETTING}`,
      addIt('printing:\n  labs: ...', 'printing.rooms'),
    ],
  ])('reports %s', async (mdx, message, hint) => {
    expect(await check(mdx)).toEqual([`guides/x/01-x.mdx:3: ${message}\n  hint: ${hint}`]);
  });

  it('reports a prop mistake once, without also looking the setting up', async () => {
    expect(await check('<CopyValue value="DEMO-4821" setting="vivi.code" label="Code" />')).toEqual([
      'guides/x/01-x.mdx:3: <CopyValue> needs exactly one of value="..." or setting="...".\n  hint: See <CopyValue> in the authors’ guide.',
    ]);
  });

  it('does not look settings up while settings.yaml is missing', async () => {
    expect(await check('<Download setting="help.email">Get it</Download>', null)).toEqual([]);
  });

  it('does not look a setting up in a group that is wrong in settings.yaml (reported there), but still checks the others', async () => {
    const settings = settingsSource(SETTINGS, ['help']);
    expect(await check('<Setting name="help.email" />\n\n<Setting name="vivi.phone" />', settings)).toEqual([
      `guides/x/01-x.mdx:5: <Setting name="vivi.phone"> ${NO_SETTING}\n  hint: ${addIt('vivi:\n  phone: ...', 'help.email')}`,
    ]);
  });
});
