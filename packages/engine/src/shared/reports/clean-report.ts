/**
 * A report as it may leave this device: the words typed and the search cleaned by the rules the function
 * applies to everything it stores (the contract's report-text.ts), before the report is queued, so no
 * email, long number or password-like word waits in this browser's storage or crosses the network.
 */
import { cleanQuery, cleanWords } from '@school-it-portal/function-contract/report-text';
import type { ReportRequest } from '@school-it-portal/function-contract/reports';

/** The cleaned report; null for a search with nothing left worth counting once cleaned. */
export function cleanedReport(report: ReportRequest): ReportRequest | null {
  if (report.kind === 'search') {
    const query = cleanQuery(report.query);
    return query ? { ...report, query } : null;
  }
  const { words, ...rest } = report;
  const cleaned = words === undefined ? '' : cleanWords(words);
  return cleaned ? { ...rest, words: cleaned } : rest;
}
