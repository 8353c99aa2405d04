import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext } from '@playwright/test';
import { FAULT_SCOPE_COOKIE, type Faults } from '../../../packages/demo-tenant/src/emulator-faults';

/**
 * Switches on Graph emulator faults for this test's browser context only: a cookie names the test's own
 * scope, so tests running in parallel against one server never see each other's faults.
 */
export async function useGraphFaults(context: BrowserContext, baseURL: string, faults: Faults): Promise<void> {
  const scope = randomUUID();
  await context.addCookies([{ name: FAULT_SCOPE_COOKIE, value: scope, url: baseURL }]);
  const response = await context.request.post(`${baseURL}/graph/_emulator/faults`, { data: faults });
  expect(response.status(), await response.text()).toBe(200);
}
