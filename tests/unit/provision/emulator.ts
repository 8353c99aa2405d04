/** A Graph emulator of the demo tenant on this computer, for provision's tests, and the requests it got. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InvalidTokenError } from '../../../packages/demo-tenant/src/access-token';
import { demoAccounts } from '../../../packages/demo-tenant/src/directory';
import { DirectoryApps } from '../../../packages/demo-tenant/src/directory-apps';
import { createGraphEmulatorState, graphEmulator, type GraphEmulatorState } from '../../../packages/demo-tenant/src/graph-emulator';
import { TemporaryAccessPasses } from '../../../packages/demo-tenant/src/temporary-access-passes';

/** The administrator's access token in these tests (the emulator's verifier is jose's, tested with the provider). */
export const ADMIN_TOKEN = 'admin-token';
const ADMIN_SCOPES = 'Application.ReadWrite.All AppRoleAssignment.ReadWrite.All DelegatedPermissionGrant.ReadWrite.All Group.Read.All';
const admin = demoAccounts.find((a) => a.displayName === 'Olivia Chen')!.oid;

export interface Emulator {
  state: GraphEmulatorState;
  /** Graph's base URL with its version. */
  graphBase: string;
  /** Each request's method and path, in order. */
  requests: string[];
  close: () => Promise<void>;
}

export async function startEmulator(groups: readonly string[]): Promise<Emulator> {
  const state = createGraphEmulatorState(new TemporaryAccessPasses(), new DirectoryApps(groups));
  const requests: string[] = [];
  const verify = async (authorization: string | undefined) => {
    if (authorization !== `Bearer ${ADMIN_TOKEN}`) throw new InvalidTokenError('Access token validation failure.');
    return { sub: admin, scope: ADMIN_SCOPES };
  };
  const server: Server = createServer((req, res) => {
    req.url = req.url!.replace(/^\/graph/, '');
    requests.push(`${req.method} ${decodeURIComponent(req.url)}`);
    graphEmulator(verify, state, [`https://${req.headers.host}`], '/graph')(req, res, () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    graphBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graph/v1.0`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
