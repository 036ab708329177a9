import type { Page } from 'playwright-core';
import { applyAsStudent } from './support/accounts';
import { launchBrowser, pathOf, signIn } from './support/browser';
import { verificationCodeFor } from './support/stack-state';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The codes file keeps the latest code per e-mail: the reset code is the first one that is not `previous`. */
async function codeAfter(email: string, previous: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = await verificationCodeFor(email);
    if (code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No new code for ${email}`);
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('password recovery', () => {
  it('a student resets a forgotten password with the e-mailed code, lands signed in, and afterwards only the new password works', async () => {
    const page = await browser.newPage();
    // A student of their own: the demo accounts keep their password for the other journeys.
    const student = await applyAsStudent(page, 'Robin');
    const signUpCode = await verificationCodeFor(student.email);
    const newPassword = 'Recovered-pass-1';

    // On a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Reset Your Password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(student.email);
    await page.getByRole('button', { name: 'Send Code' }).click();

    await page.getByText(`If an account exists for ${student.email}, we sent a code to it.`).waitFor();
    await page.getByLabel('Verification Code').fill(await codeAfter(student.email, signUpCode));
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Welcome, Robin', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Sign in failed', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/auth');

    // On a desktop, in a browser of its own: a page resized mid-journey can stop getting animation frames in
    // headless Chromium, which Playwright's click waits on.
    const desktop = await browser.newPage();
    await signIn(desktop, student.email, newPassword);
    await desktop.waitForURL((url) => url.pathname === '/');
    await desktop.getByText('Welcome, Robin', { exact: true }).waitFor();
  });

  it('says the same for an e-mail without an account, and asks for a code again from the code step', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/forgot-password');

    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send Code' }).click();

    await page.getByText('If an account exists for nobody-here@example.com, we sent a code to it.').waitFor();
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText('If an account exists for that email, we sent a new code to it.').waitFor();
  });
});
