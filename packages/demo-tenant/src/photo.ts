/** Generated profile photos for demo accounts: initials on a coloured square (our own artwork). */
import type { DemoAccount } from './directory.ts';
import { escapeHtml } from './http.ts';

export function photoSvg(account: DemoAccount, size: number): string {
  const initials = account.displayName
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">
<rect width="48" height="48" fill="${account.photoColour ?? '#555'}"/>
<text x="24" y="31" font-family="sans-serif" font-size="19" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text>
</svg>`;
}
