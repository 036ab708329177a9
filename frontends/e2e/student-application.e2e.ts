import { AGE_SCREEN_MESSAGES, birthMonthBefore } from '@app/shared/auth';
import { launchBrowser, pathOf, signIn } from './support/browser';
import { uniqueEmail, verificationCodeFor } from './support/stack-state';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('a student applies to become an ambassador', () => {
  it('signs up, verifies the e-mail with the code, signs in and reaches the student home', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('student');
    const password = 'Student-pass-1';
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Apply to become an ambassador' }).click();
    await page.waitForURL((url) => url.pathname === '/apply');

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Organization (optional)').fill('Hillside High School');
    await page.getByLabel('Social Media Handles (optional)').fill('@ada');
    await page.getByLabel('Why do you want to join?').fill('To fund climate work with shirts.');
    await page.getByLabel('Month of birth').selectOption('May');
    await page.getByLabel('Year of birth').fill('1995');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/auth/verify');
    await page.getByText(/Welcome to Threads for Tomorrow, Ada!.*verify/).waitFor();
    await page.getByLabel('Verification Code').fill(await verificationCodeFor(email));
    await page.getByRole('button', { name: 'Verify Email' }).click();

    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/');
    // A first visit is welcomed, not welcomed back; the next one is.
    await page.getByText('Welcome, Ada', { exact: true }).waitFor();
    await page.reload();
    await page.getByText('Welcome back, Ada', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('refuses the sign-up without a month and year of birth, and a 12-year-old kindly, staying on /apply', async () => {
    const page = await browser.newPage();
    await page.goto('/apply');

    await page.getByLabel('First Name').fill('Young');
    await page.getByLabel('Last Name').fill('Person');
    await page.getByLabel('Email').fill(uniqueEmail('young'));
    await page.getByLabel('Password').fill('secret1');
    await page.getByLabel('Why do you want to join?').fill('Because.');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText(AGE_SCREEN_MESSAGES.malformed, { exact: true }).first().waitFor();
    expect(pathOf(page)).toBe('/apply');

    const twelve = birthMonthBefore(new Date(), 12);
    await page.getByLabel('Month of birth').selectOption(String(twelve.birth_month));
    await page.getByLabel('Year of birth').fill(String(twelve.birth_year));
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText(AGE_SCREEN_MESSAGES.underMinimum, { exact: true }).first().waitFor();
    expect(pathOf(page)).toBe('/apply');
  });
});
