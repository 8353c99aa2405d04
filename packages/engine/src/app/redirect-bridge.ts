/**
 * The redirect URI page. MSAL v5 hands the sign-in response from here back to the portal. Kept tiny: it
 * loads on every sign-in. Its look is redirect-bridge.css and the school's colours, which the build links
 * from the page's head as one small stylesheet.
 */
import './redirect-bridge.css';
import 'virtual:portal-theme.css';
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch(() => {
  document.getElementById('bridge-status')?.setAttribute('hidden', '');
  document.getElementById('bridge-failed')?.removeAttribute('hidden');
});
