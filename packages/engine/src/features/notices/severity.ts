import type { NoticeSeverity } from '../../shared/content/schema/notices';

/** Each severity in words, first in the notice: colour is never the only sign of it. */
export const SEVERITY_LABEL: Record<NoticeSeverity, string> = { info: 'Notice', warning: 'Warning', outage: 'Outage' };
