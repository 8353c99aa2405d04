import { LogLevel, ProtocolMode, type Configuration } from '@azure/msal-browser';
import { OPENID_SCOPES } from '../../shared/config/auth-config';
import type { PortalConfig } from '../../shared/config/env';
import { demoAuthorityMetadata, REDIRECT_BRIDGE_PATH } from '../../shared/config/demo-tenant';

/** MSAL's configuration for the school tenant (Entra ID) or the demo tenant (a local OpenID provider). */
export function msalConfiguration(config: PortalConfig, origin: string): Configuration {
  const demo = config.mode === 'demo';
  return {
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      // MSAL v5 returns through a small bridge page that hands the response back to the app.
      redirectUri: `${origin}${REDIRECT_BRIDGE_PATH}`,
      postLogoutRedirectUri: `${origin}/`,
      // The demo provider's metadata is known (MSAL knows Entra ID's): no discovery request before sign-in.
      ...(demo ? { OIDCOptions: { defaultScopes: OPENID_SCOPES }, authorityMetadata: demoAuthorityMetadata(config.authority) } : {}),
    },
    cache: { cacheLocation: 'sessionStorage' },
    system: {
      ...(demo ? { protocolMode: ProtocolMode.OIDC } : {}),
      loggerOptions: {
        logLevel: LogLevel.Warning,
        piiLoggingEnabled: false,
        loggerCallback: (level, message, containsPii) => {
          // Never log anything that may carry personal data or tokens.
          if (containsPii) return;
          if (level === LogLevel.Error) console.error(message);
        },
      },
    },
  };
}
