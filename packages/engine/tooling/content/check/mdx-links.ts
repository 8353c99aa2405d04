/**
 * Where a step's links go: a page of the portal (and, with ?step=, a step it has), a full address, or
 * nowhere a link may go. A link's step is checked once every guide's steps are known (stepLinkProblems).
 */
import { isJavascriptUrl, type NodeProblem } from './mdx-nodes.ts';

/** A link to a step of a portal page, for checking once every guide's steps are known. */
export interface StepLink {
  route: string;
  step: string;
  variant: string | null;
  line: number;
}

export type LinkCheck = { problem: NodeProblem } | { stepLink: Omit<StepLink, 'line'> } | null;

/** What is wrong with a link to `url`, or the step it names; null when nothing is. */
export function checkLinkUrl(url: string, routes: ReadonlySet<string>): LinkCheck {
  if (isJavascriptUrl(url)) {
    return {
      problem: {
        message: `Links may not use "${url.split(':')[0]}:" addresses.`,
        hint: 'Link to a page of the portal (/help) or a full https:// address.',
      },
    };
  }
  if (url.startsWith('/')) {
    const path = url.split(/[?#]/, 1)[0]!;
    if (!routes.has(path)) {
      return {
        problem: {
          message: `The link to "${url}" goes to a page the portal does not have.`,
          hint: `Link to one of: ${[...routes].sort().join(', ')}.`,
        },
      };
    }
    const query = new URLSearchParams(url.slice(path.length).split('#', 1)[0]!.replace(/^\?/, ''));
    const step = query.get('step');
    return step === null ? null : { stepLink: { route: path, step, variant: query.get('variant') } };
  }
  if (url.startsWith('#') || /^(https?|mailto|tel):/i.test(url)) return null;
  return {
    problem: {
      message: `The link "${url}" is neither a portal page nor a full address.`,
      hint: 'Write a portal path such as /help, or a full https:// address.',
    },
  };
}

/**
 * A `?step=N` link against the steps its guide has: N must be a step number someone sees (the most any
 * viewer sees of that variant, or of the whole guide). `stepsOf` gives that most for a route and variant,
 * or null for a page with no steps to link to.
 */
export function checkStepLink(link: StepLink, stepsOf: (route: string, variant: string | null) => number | null): NodeProblem | null {
  const most = stepsOf(link.route, link.variant);
  const written = `${link.route}?step=${link.step}`;
  if (most === null)
    return {
      message: `The link to "${written}" names a step, but ${link.route} is not a guide with steps.`,
      hint: `Link to ${link.route} without ?step=.`,
    };
  const n = /^\d{1,4}$/.test(link.step) ? Number(link.step) : NaN;
  if (Number.isNaN(n) || n < 1 || n > most) {
    return {
      message: `The link to "${written}" goes to a step ${link.route} does not have: it has ${most} step${most === 1 ? '' : 's'}${link.variant ? ` in "${link.variant}"` : ''}.`,
      hint: `Use a step from 1 to ${most}, or check which step you meant (steps move when one is added before it).`,
    };
  }
  return null;
}
