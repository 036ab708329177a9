import type { Page } from 'playwright-core';
import { uniqueEmail, verificationCodeFor } from './stack-state';

/**
 * A new student applies through /apply and confirms their e-mail with the code, as a person does; they
 * are then pending approval. Returns what they sign in with and the name the admin screens show.
 */
export async function applyAsStudent(page: Page, firstName: string): Promise<{ email: string; password: string; name: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'Student-pass-1';
  const lastName = `Tester${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/apply');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Why do you want to join?').fill('To fund climate work with shirts.');
  // An adult: the journeys that need a minor's guardian say so.
  await page.getByLabel('Month of birth').selectOption('May');
  await page.getByLabel('Year of birth').fill('1995');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/verify');
  await page.getByLabel('Verification Code').fill(await verificationCodeFor(email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  return { email, password, name: `${firstName} ${lastName}` };
}
