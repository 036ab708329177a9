import { launchBrowser, signIn } from './support/browser';

/** Settings (spec part 2, section 2): saved tabs stay saved, and the branding reaches every shell. */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the admin saves the settings', () => {
  // Other journeys run at the same time and read the program name: only the logo initials change here.
  it('saves new logo initials that the student shell shows after a reload, then puts them back', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/settings');
    await admin.getByRole('tab', { name: 'Branding' }).click();
    const saveInitials = async (initials: string) => {
      await admin.getByLabel('Logo Initials').fill(initials);
      await admin.getByRole('button', { name: 'Save Changes' }).click();
      await admin.getByText('Settings Saved', { exact: true }).first().waitFor();
    };
    await saveInitials('cc');
    try {
      await admin.reload();
      await admin.getByRole('tab', { name: 'Branding' }).click();
      expect(await admin.getByLabel('Logo Initials').inputValue()).toBe('CC');

      const student = await browser.newPage();
      await signIn(student, 'student@example.com');
      await student.locator('[data-sidebar="sidebar"]').getByText('CC', { exact: true }).first().waitFor();
    } finally {
      await saveInitials('AP');
    }
  });
});
