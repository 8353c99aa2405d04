import { expect, type Page } from '@playwright/test';

export const DEMO_ACCOUNTS = [
  { username: 'ava.nguyen@school.example', name: 'Ava Nguyen', role: 'Year8', photo: true },
  { username: 'leo.martin@school.example', name: 'Leo Martin', role: 'Year4', photo: false },
  { username: 'zoe.patel@school.example', name: 'Zoe Patel', role: 'Year6', photo: true },
  { username: 'ethan.lee@school.example', name: 'Ethan Lee', role: 'Year12', photo: false },
  { username: 'mia.brown@school.example', name: 'Mia Brown', role: 'BasicView', photo: false },
  { username: 'olivia.chen@school.example', name: 'Olivia Chen', role: 'Staff', photo: true },
  { username: 'james.wilson@school.example', name: 'James Wilson', role: 'Staff', photo: false },
  { username: 'noah.smith@school.example', name: 'Noah Smith', role: '(none)', photo: false },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

export function demoAccount(name: DemoAccount['name']): DemoAccount {
  return DEMO_ACCOUNTS.find((a) => a.name === name)!;
}

/** Opens `path` signed out, goes through the demo sign-in page as a person would, and waits for the portal. */
export async function signIn(page: Page, name: DemoAccount['name'], path = '/'): Promise<void> {
  const account = demoAccount(name);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Sign in to the School IT Portal' })).toBeVisible();
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByText(account.name)).toBeVisible();
}
