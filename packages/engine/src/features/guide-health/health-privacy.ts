/** What Guide Health says about who reads the words people typed, how long reports are kept, and what a flood left out. */
import type { GuideHealth } from '@school-it-portal/function-contract/guide-health';

/** The roles that may read the words, as a reader would say them: "the ITSupport role". */
export function readers(roles: readonly string[]): string {
  if (roles.length === 0) return 'the groups IT named';
  const names = roles.map((r) => `‘${r}’`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `holders of the ${list} role${roles.length === 1 ? '' : 's'}`;
}

/** Who reads what people typed, and how long the reports are kept. */
export function wordsText(data: Pick<GuideHealth, 'wordsIncluded' | 'privacy'>): string {
  const kept = `Reports are deleted after ${data.privacy.keepDays} days.`;
  return data.wordsIncluded
    ? `You see what people wrote because you are one of the ${readers(data.privacy.wordsReadBy)}. ${kept}`
    : `What people wrote is shown only to ${readers(data.privacy.wordsReadBy)}; you see how many reports came with words. ${kept}`;
}

/** What a flood left out of the lists. */
export function skippedText(skipped: number): string {
  return `Only the newest reports of each day are counted: ${skipped} report${skipped === 1 ? ' was' : 's were'} left out.`;
}
