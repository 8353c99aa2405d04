/** Turns each address's answer into findings at every line that uses the address. */
import { addressKey, type LinkCheckOptions, type LinkResult } from './link-check.ts';
import type { Finding } from '../check/output-format.ts';
import type { AddressUse } from './outside-addresses.ts';

type Verdict = Pick<Finding, 'message' | 'hint' | 'severity'>;

/** A finding about one use of an address. */
export interface LinkFinding extends Finding {
  url: string;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

function statusVerdict(url: string, status: number): Verdict {
  const message = `The address ${url} answered ${status}.`;
  if (status === 404 || status === 410)
    return {
      message,
      hint: 'The page is gone. Find where it moved on that site (or a page that replaces it) and write that address here.',
    };
  if (status === 401 || status === 403 || status === 429) {
    return {
      message,
      severity: 'warning',
      hint: 'The site turned away the automatic check (it may need a sign-in, or refuse robots). Open the address in a browser: if the page is there, leave it.',
    };
  }
  if (status >= 500)
    return {
      message,
      hint: "The site itself has a problem. Try again later; if it stays broken, link to another page or tell the site's owner.",
    };
  return { message, hint: 'Open the address in a browser to see what is wrong, and write the address of the page you mean.' };
}

export function verdict(url: string, result: LinkResult, options: Pick<LinkCheckOptions, 'timeoutMs' | 'deadlineMs'>): Verdict | null {
  switch (result.kind) {
    case 'ok':
      return result.movedTo
        ? {
            message: `The address ${url} has moved permanently to ${result.movedTo}.`,
            severity: 'warning',
            hint: `It still works, but update the address to ${result.movedTo}.`,
          }
        : null;
    case 'status':
      return statusVerdict(url, result.status);
    case 'timeout':
      return {
        message: `The address ${url} timed out (no answer within ${seconds(options.timeoutMs)}).`,
        hint: 'Open it in a browser. If the site is slow or down, try again later; if it stays down, link to another page.',
      };
    case 'unreachable':
      return {
        message: `The address ${url} could not be reached (${result.code}).`,
        hint: /ENOTFOUND|EAI_AGAIN/.test(result.code)
          ? 'No site has that name: check the spelling of the address. (Or this computer is offline: links needs the internet.)'
          : 'The site did not take the connection. Open it in a browser; if it stays down, link to another page.',
      };
    case 'certificate':
      return {
        message: `The address ${url} has a certificate problem (${result.code}).`,
        hint: "Browsers warn visitors about this site too. Tell the site's owner, or link to another page.",
      };
    case 'too-many-redirects':
      return {
        message: `The address ${url} redirects more than 10 times.`,
        hint: 'Open it in a browser and write the address of the page it finally shows.',
      };
    case 'invalid':
      return { message: `"${url}" is not a valid address.`, hint: 'Write a full address such as https://www.example.edu.au/page.' };
    case 'placeholder':
      return {
        message: `The address ${url} is a demo address, not a real site.`,
        severity: 'warning',
        hint: "Replace it with your school's own address (demo addresses end in .example).",
      };
    case 'not-checked':
      return {
        message: `The address ${url} was not checked: the whole check ran out of time (${seconds(options.deadlineMs)}).`,
        severity: 'warning',
        hint: 'Run `npm run links -- --deadline 300` to allow more time.',
      };
  }
}

export function linkFindings(
  uses: readonly AddressUse[],
  results: ReadonlyMap<string, LinkResult>,
  options: Pick<LinkCheckOptions, 'timeoutMs' | 'deadlineMs'>,
): LinkFinding[] {
  const findings: LinkFinding[] = [];
  for (const use of uses) {
    const result = results.get(addressKey(use.url));
    const found = result && verdict(use.url, result, options);
    if (found) findings.push({ url: use.url, file: use.file, line: use.line, ...found });
  }
  return findings;
}
