/** What a provision run did, would do (a dry run), found already done, could not do, and leaves by hand. */

export interface ProvisionReport {
  dryRun: boolean;
  /** Each change made (or, in a dry run, that would be made), in words. */
  changes: string[];
  /** What was already as the registration says. */
  unchanged: string[];
  /** What could not be done, and why (a group not found, say): the run ends with exit code 1. */
  problems: string[];
  /** What an administrator does in the Entra admin centre afterwards. */
  byHand: string[];
  /** The application's client id, once it exists. */
  appId?: string;
}

export function emptyReport(dryRun: boolean): ProvisionReport {
  return { dryRun, changes: [], unchanged: [], problems: [], byHand: [] };
}

/** The report as the command prints it at the end. */
export function reportText(report: ProvisionReport): string {
  const lines: string[] = [];
  const list = (title: string, items: string[]) => {
    if (items.length) lines.push('', title, ...items.map((i) => `  - ${i}`));
  };
  if (report.changes.length === 0 && report.problems.length === 0)
    lines.push('Nothing to change: the tenant already matches the registration file.');
  else if (report.dryRun)
    lines.push(`Dry run: ${report.changes.length} change${report.changes.length === 1 ? '' : 's'} to make, none made.`);
  else lines.push(`Made ${report.changes.length} change${report.changes.length === 1 ? '' : 's'}.`);
  list(report.dryRun ? 'Would do:' : 'Done:', report.changes);
  list('Already in place:', report.unchanged);
  list('Not done:', report.problems);
  list('Left for you to do by hand:', report.byHand);
  return lines.join('\n');
}
