/**
 * Fields a release of the engine renamed or moved: the content check names each one where a school
 * still writes it, with what to write instead, so taking a new version never fails without saying why.
 * Each release's CHANGELOG "Content changes needed" lists the same. Keep an entry for as long as a school
 * may be updating from before it.
 */

/** A top-level field of settings.yaml that a release moved. */
export interface MovedSetting {
  key: string;
  /** The engine version that moved it. */
  since: string;
  message: string;
  hint: string;
}

/** A settings path guides named (`<Setting name="itHelp.email">`) that a release renamed. */
export interface RenamedSettingPath {
  /** The old path, or the old start of paths (`itHelp.` for every value under it). */
  from: string;
  to: string;
  since: string;
}

/** A settings.yaml field that moved to school.yaml in `since`, where it is now written as `example`. */
const toSchoolYaml = (key: string, since: string, renamed: string | null, example: string): MovedSetting => ({
  key,
  since,
  message: `has moved to school.yaml (engine ${since})`,
  hint: `Move these lines from settings.yaml to school.yaml${renamed ? `, ${renamed}` : ''}, e.g.\n${example}`,
});

export const MOVED_SETTINGS: readonly MovedSetting[] = [
  toSchoolYaml('school', '0.2.0', null, 'school:\n  name: Banksia Primary School'),
  toSchoolYaml('timeZone', '0.2.0', null, 'timeZone: Australia/Sydney'),
  toSchoolYaml(
    'itHelp',
    '0.2.0',
    'renaming itHelp: to help: (guides then show <Setting name="help.email" /> and so on)',
    'help:\n  email: ithelp@school.example\n  officeHours: 8am-4pm on school days\n  location: the IT office',
  ),
  toSchoolYaml(
    'temporaryAccessPass',
    '0.2.0',
    'renaming temporaryAccessPass: to functionApp: and functionUrl: to url:',
    'functionApp:\n  url: https://<your function app>.azurewebsites.net/api',
  ),
  toSchoolYaml(
    'graph',
    '0.2.0',
    'renaming graph: to passwordReset:',
    'passwordReset:\n  studentLicenceSkuId: <the licence id your students hold>',
  ),
  toSchoolYaml('editing', '0.2.0', null, 'editing:\n  editUrl: https://github.com/<your school>/<your repository>/edit/main'),
];

export const RENAMED_SETTING_PATHS: readonly RenamedSettingPath[] = [{ from: 'itHelp.', to: 'help.', since: '0.2.0' }];

/** What a renamed path is now called, or undefined when `path` was never renamed. */
export function renamedSettingPath(path: string): { to: string; since: string } | undefined {
  const renamed = RENAMED_SETTING_PATHS.find((r) => (r.from.endsWith('.') ? path.startsWith(r.from) : path === r.from));
  return renamed && { to: renamed.to + path.slice(renamed.from.length), since: renamed.since };
}
