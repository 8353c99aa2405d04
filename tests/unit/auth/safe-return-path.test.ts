import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../../../packages/engine/src/app/routes';
import { safeReturnPath } from '../../../packages/engine/src/app/auth/safe-return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/printing', '/printing'],
    ['/', '/'],
    ['/office?step=3', '/office?step=3'],
    ['/guide?item=2&step=1', '/guide?item=2&step=1'],
    ['/resetstudpass', '/resetstudpass'],
  ])('follows the portal route %s', (state, expected) => {
    expect(safeReturnPath(state, ROUTE_PATHS)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative to a route-like path', '//evil.example/printing'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['absolute https', 'https://evil.example/printing'],
    ['absolute same-looking host', 'https://portal.invalid/printing'],
    ['javascript URL', 'javascript:alert(1)'],
    ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
    ['data URL', 'data:text/html,hi'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes, upper hex', '%2F%2Fevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['tab inside scheme', '/\t/evil.example'],
    ['newline', '/printing\n//evil.example'],
    ['encoded newline after a route', '/printing%0A'],
    ['encoded carriage return after a route', '/printing%0D'],
    ['encoded NUL after a route', '/printing%00'],
    ['encoded line separator after a route', '/printing%E2%80%A8'],
    ['leading space', ' /printing'],
    ['relative path', 'printing'],
    ['unknown route', '/admin'],
    ['route with trailing junk', '/printing/../../etc'],
    ['dot segments to a route', '/x/../printing'],
    ['bad percent-encoding', '/%E0%A4%A'],
    ['very long', `/${'a'.repeat(5000)}`],
  ])('sends %s home', (_label, state) => {
    expect(safeReturnPath(state, ROUTE_PATHS)).toBe('/');
  });
});
