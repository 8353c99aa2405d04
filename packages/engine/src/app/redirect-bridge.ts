/**
 * The redirect URI page. MSAL v5 hands the sign-in response from here back to the portal. Kept tiny: it
 * loads on every sign-in. Its look is redirect-bridge.css, linked from redirect.html.
 */
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch(() => {
  document.getElementById('bridge-status')?.setAttribute('hidden', '');
  document.getElementById('bridge-failed')?.removeAttribute('hidden');
});
