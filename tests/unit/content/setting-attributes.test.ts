/** `setting="..."` on <CopyValue> and <Download>: the content check looks the setting up and checks its shape. */
import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../packages/engine/tooling/content/check/mdx-check';
import { formatProblem } from '../../../packages/engine/tooling/content/check/problems';
import type { SettingsSource } from '../../../packages/engine/tooling/content/check/settings-source';
import { settingsSource } from './in-memory-content';

const SETTINGS = {
  itHelp: { email: 'ithelp@school.example' },
  vivi: { organisationCode: 'DEMO-4821', year: 2026 },
  printing: { wizardDownloadUrl: 'https://print.school.example/PrinterSetup.exe', rooms: [{ room: 'Library', email: 'l@school.example' }] },
  naplan: { alternateDownload: { windows: 'https://dl.school.example/a.msi', mac: 'https://dl.school.example/a.pkg' } },
  spike: { windows: 'https://dl.school.example/spike.msi' },
  temporaryAccessPass: { functionUrl: '/api' },
  insecure: {
    url: 'http://dl.school.example/a.msi',
    both: { windows: 'https://dl.school.example/a.msi', mac: 'http://dl.school.example/a.pkg' },
  },
  links: [{ group: 'Apps', items: [{ label: 'SPIKE', windows: 'https://dl.school.example/spike.msi' }] }],
  custom: { libraryHours: '8am to 5pm' },
};

/** What content:check prints for one line of MDX (the line is 3, below a title and a blank line). */
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

  const NO_SETTING_HINT = 'Use a dotted path to a value in content/settings.yaml, e.g. vivi.organisationCode.';
  const NOT_ONE_VALUE_HINT = 'Name one value in content/settings.yaml, e.g. vivi.organisationCode.';
  const NOT_A_DOWNLOAD_HINT =
    'Name a setting that is a full https:// address, or one with windows: and/or mac: https:// addresses (like naplan.alternateDownload).';
  it.each([
    ['<CopyValue setting="vivi.code" label="Code" />', '<CopyValue setting="vivi.code"> names no setting.', NO_SETTING_HINT],
    [
      '<CopyValue setting="vivi.organisationCode.x" label="Code" />',
      '<CopyValue setting="vivi.organisationCode.x"> names no setting.',
      NO_SETTING_HINT,
    ],
    [
      '<CopyValue setting="itHelp" label="Help" />',
      '<CopyValue setting="itHelp"> names a group or list of settings, not a single value to copy.',
      NOT_ONE_VALUE_HINT,
    ],
    [
      '<CopyValue setting="printing.rooms" label="Rooms" />',
      '<CopyValue setting="printing.rooms"> names a group or list of settings, not a single value to copy.',
      NOT_ONE_VALUE_HINT,
    ],
    [
      '<Download setting="printing.wizardUrl">Get it</Download>',
      '<Download setting="printing.wizardUrl"> names no setting.',
      NO_SETTING_HINT,
    ],
    [
      '<Download setting="itHelp.email">Get it</Download>',
      '<Download setting="itHelp.email"> names a setting that is not a download address.',
      NOT_A_DOWNLOAD_HINT,
    ],
    [
      '<Download setting="temporaryAccessPass.functionUrl">Get it</Download>',
      '<Download setting="temporaryAccessPass.functionUrl"> names a setting that is not a download address.',
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
      '<Setting name="itHelp.phone" />',
      '<Setting name="itHelp.phone"> names no setting.',
      'Use a dotted path to a value in content/settings.yaml, e.g. itHelp.email.',
    ],
    [
      '<Setting name="custom.libraryDays" />',
      '<Setting name="custom.libraryDays"> names no setting.',
      'Use a dotted path to a value in content/settings.yaml, e.g. itHelp.email.',
    ],
    [
      '<Setting name="itHelp" />',
      '<Setting name="itHelp"> names a group or list of settings, not a single value to show.',
      'Name one value in content/settings.yaml, e.g. itHelp.email.',
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
    expect(await check('<Download setting="itHelp.email">Get it</Download>', null)).toEqual([]);
  });

  it('does not look a setting up in a group that is wrong in settings.yaml (reported there), but still checks the others', async () => {
    const settings = settingsSource(SETTINGS, ['itHelp']);
    expect(await check('<Setting name="itHelp.email" />\n\n<Setting name="vivi.phone" />', settings)).toEqual([
      'guides/x/01-x.mdx:5: <Setting name="vivi.phone"> names no setting.\n  hint: Use a dotted path to a value in content/settings.yaml, e.g. itHelp.email.',
    ]);
  });
});
