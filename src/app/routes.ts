/** Every route of the portal, in one place. History mode; no route has parameters. */
export const ROUTES = [
  { path: '/', title: 'Home' },
  { path: '/naplan', title: 'NAPLAN' },
  { path: '/guide', title: 'Setup Guide' },
  { path: '/printing', title: 'Printing' },
  { path: '/office', title: 'Office' },
  { path: '/onedrive', title: 'OneDrive' },
  { path: '/outlook', title: 'Outlook' },
  { path: '/grammarly', title: 'Grammarly' },
  { path: '/adobe', title: 'Adobe Creative Cloud' },
  { path: '/minecraft', title: 'Minecraft Education' },
  { path: '/vivi', title: 'Vivi' },
  { path: '/password', title: 'Change Password' },
  { path: '/links', title: 'Useful Links' },
  { path: '/help', title: 'IT Help' },
  { path: '/wifi', title: 'WiFi Connect' },
  { path: '/resetstudpass', title: 'Reset Student Password' },
  { path: '/hello', title: 'Windows Hello' },
] as const;

export type RoutePath = (typeof ROUTES)[number]['path'];

export const ROUTE_PATHS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.path));
