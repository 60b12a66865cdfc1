import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_LOGINS } from '../support/logins';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

const director = DEMO_LOGINS[0];
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(() => browser?.close());

test('the public home page lists the demo tournament without a sign-in', async () => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Demo Spring Classic' }).count()).resolves.toBe(1);
});

test('a wrong password is refused with a message', async () => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(director.email, 'not-the-password');
  await expect.poll(() => signIn.alert().textContent()).toContain('do not match');
});

test('the demo director signs in and sees the demo tournament as its Director', async () => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(director.email, director.password);
  await page.waitForURL('**/staff');
  await page.getByRole('link', { name: 'Demo Spring Classic' }).click();
  await page.waitForURL('**/t/demo');
  await page.getByText("You are this tournament's Director").waitFor();
  await snapshot(page, 'director-tournament');
});
