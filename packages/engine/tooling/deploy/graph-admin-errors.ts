/** What can go wrong talking to Microsoft Graph as the administrator, each said so they know what to do. */

/** Which kind of change a request makes, for the message when Graph refuses it. */
export type GraphNeed = 'apps' | 'consent';

const NEEDS: Record<GraphNeed, string> = {
  apps: 'The account you signed in with cannot create app registrations: sign in as an Application Administrator or Cloud Application Administrator (admin consent needs a Privileged Role Administrator).',
  consent:
    'The account you signed in with cannot grant admin consent: that needs a Privileged Role Administrator (or a Global Administrator). Sign in as one and run provision again: what is done stays done.',
};

export class GraphAdminError extends Error {
  override name = 'GraphAdminError';
}

/** Graph answered 401 or 403: the signed-in account may not do this. */
export class GraphPermissionError extends GraphAdminError {
  override name = 'GraphPermissionError';
  constructor(
    readonly status: number,
    readonly need: GraphNeed,
    graphCode: string,
  ) {
    super(
      status === 401
        ? `Microsoft Graph did not accept the sign-in (401 ${graphCode}): run provision again and sign in as an Application Administrator or Cloud Application Administrator.`
        : `${NEEDS[need]} (Microsoft Graph answered 403 ${graphCode}.)`,
    );
  }
}

/** Graph answered with another error. */
export class GraphRequestError extends GraphAdminError {
  override name = 'GraphRequestError';
  constructor(
    readonly status: number,
    readonly graphCode: string,
    graphMessage: string,
    what: string,
  ) {
    super(`Microsoft Graph refused to ${what}: ${status} ${graphCode}${graphMessage ? `, "${graphMessage}"` : ''}.`);
  }
}

/** No answer in time, or throttled for longer than provision waits. */
export class GraphUnavailableError extends GraphAdminError {
  override name = 'GraphUnavailableError';
}
