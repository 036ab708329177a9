import path from 'node:path';
import { sendStoreWebhook, storeOrderPayload } from '@app/scripts/src/store/store-order';
import { commissionRuleText, DEFAULT_PAYMENT_SETTINGS, minimumOrderWarning } from '@app/shared/settings';
import { baseUrl } from './stack';
import { launchBrowser, pathOf, signIn } from './support/browser';
import { cognitoEmailFor, stackSettled, uniqueEmail, verificationCodeFor } from './support/stack-state';

/** Settings (spec part 2, section 2): saved tabs stay saved, and the branding reaches every shell. */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the minimum order that zeroed the typical sale (issue 45)', () => {
  // Nothing is saved here: other journeys' orders earn by the Payments tab meanwhile.
  it('warns on the Payments tab, as the admin types, when the minimum is above one discounted shirt, and still lets them save', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/settings');
    await admin.getByRole('tab', { name: 'Payments' }).click();
    const minimum = admin.getByLabel('Minimum Order ($)');
    expect(await minimum.inputValue()).toBe(String(DEFAULT_PAYMENT_SETTINGS.minOrderAmount));
    const warning = admin.getByRole('status').filter({ hasText: minimumOrderWarning(25)! });
    expect(await warning.count()).toBe(0);

    await minimum.fill('25');
    await warning.waitFor();
    expect(await warning.textContent()).toBe(
      'One shirt bought with a code costs $22.50, below this minimum: orders of one shirt will earn no commission.',
    );
    expect(await admin.getByRole('button', { name: 'Save Changes' }).isEnabled()).toBe(true);

    await minimum.fill('22.5');
    await warning.waitFor({ state: 'detached' });
  });

  it('tells an ambassador the rule on their earnings at 375 px, and the admin row of an order under the minimum says why at 1280 px', async () => {
    const student = await browser.newPage();
    await student.setViewportSize({ width: 375, height: 800 });
    await signIn(student, 'revision@example.com');
    await student.goto('/impact');
    await student.getByText(commissionRuleText(DEFAULT_PAYMENT_SETTINGS), { exact: true }).waitFor();
    expect(commissionRuleText(DEFAULT_PAYMENT_SETTINGS)).toBe('You earn 10% on orders of $20.00 or more');
    await student.goto('/code-assets');
    const code = (await student.getByRole('group', { name: 'Personal code' }).textContent())!.trim();

    // One shirt at $15 less the code's 10%: $13.50, under the $20 minimum.
    const order = storeOrderPayload({ code, quantity: 1, unitPrice: 15 });
    expect(await sendStoreWebhook(baseUrl(), 'orders/paid', order)).toBe(200);
    await stackSettled();
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/codes-orders');
    await admin.getByLabel('Search orders').fill(order.name);
    const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: order.name, exact: true }) });
    await row.getByText('Below the $20.00 minimum', { exact: true }).waitFor();
    await row.getByText('$13.50', { exact: true }).waitFor();
  });
});

describe('the admin saves the settings', () => {
  // Other journeys run at the same time and read the program name: only the logo initials change here.
  it('saves new logo initials that the student shell shows after a reload, then puts them back', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    // On a phone first: every tab can be tapped (the wrapped tab row once hid Branding under the General card).
    const desktop = admin.viewportSize()!;
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto('/admin/settings');
    await admin.getByRole('tab', { name: 'Branding' }).click();
    await admin.getByLabel('Logo Initials').waitFor();
    await admin.setViewportSize(desktop);
    const saveInitials = async (initials: string) => {
      await admin.getByLabel('Logo Initials').fill(initials);
      await admin.getByRole('button', { name: 'Save Changes' }).click();
      await admin.getByText('Settings Saved', { exact: true }).first().waitFor();
    };
    const seeded = await admin.getByLabel('Logo Initials').inputValue();
    await saveInitials('cc');
    try {
      await admin.reload();
      await admin.getByRole('tab', { name: 'Branding' }).click();
      expect(await admin.getByLabel('Logo Initials').inputValue()).toBe('CC');

      const student = await browser.newPage();
      await signIn(student, 'student@example.com');
      await student.locator('[data-sidebar="sidebar"]').getByText('CC', { exact: true }).first().waitFor();
    } finally {
      await saveInitials(seeded);
    }
  });

  // Every shell shows the logo while it is set: the journey removes it again at once.
  it('uploads a PNG logo that every shell shows on its next page load in place of the initials, on the sign-in page too, then removes it', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/settings');
    await admin.getByRole('tab', { name: 'Branding' }).click();
    await admin.getByLabel('Upload Logo').setInputFiles(path.join(__dirname, '../../scripts/src/seed/files/logo-badge.png'));
    await admin.getByText('Logo Saved', { exact: true }).first().waitFor();
    try {
      await admin.reload();
      await admin.getByRole('tab', { name: 'Branding' }).click();
      await admin.getByRole('img', { name: 'Threads for Tomorrow logo' }).waitFor();

      // The public branding may be cached for a minute by the browser that read it: a fresh page load shows it.
      const again = await browser.newPage();
      await signIn(again, 'admin@example.com');
      const sidebarLogo = again.locator('[data-sidebar="sidebar"] img[data-slot="logo"]');
      await sidebarLogo.waitFor();
      const logoUrl = await sidebarLogo.getAttribute('src');
      expect(logoUrl).toMatch(/^https?:\/\/.+\/public\/branding\/\d+-[0-9a-f]+\.png$/);
      // The image really loads (served from the assets' public address).
      expect(await sidebarLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      const student = await browser.newPage();
      await signIn(student, 'student@example.com');
      await student.locator(`[data-sidebar="sidebar"] img[src="${logoUrl}"]`).waitFor();

      const visitor = await browser.newPage();
      await visitor.goto('/auth');
      await visitor.getByRole('img', { name: 'Threads for Tomorrow' }).waitFor();
    } finally {
      await admin.getByRole('tab', { name: 'Branding' }).click();
      await admin.getByRole('button', { name: 'Remove Logo' }).click();
      await admin.getByText('Logo Removed', { exact: true }).first().waitFor();
    }
    const after = await browser.newPage();
    await signIn(after, 'admin@example.com');
    await after.locator('[data-sidebar="sidebar"]').getByText('TT', { exact: true }).first().waitFor();
    expect(await after.locator('[data-sidebar="sidebar"] img[data-slot="logo"]').count()).toBe(0);
  });

  it('invites an admin, who chooses their own password at the first sign-in and reaches the admin area', async () => {
    const email = uniqueEmail('rowan');
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/settings');
    await admin.getByRole('tab', { name: 'Users' }).click();
    await admin.getByLabel('First Name').fill('Rowan');
    await admin.getByLabel('Last Name').fill('Ellis');
    await admin.getByLabel('Email').fill(email);
    await admin.getByRole('button', { name: 'Send Invitation' }).click();
    await admin.getByText('Invitation Sent', { exact: true }).first().waitFor();
    await admin.getByRole('cell', { name: email }).waitFor();

    // The invitation speaks for the programme under its saved name (the demo's), with the sign-in to use.
    const temporary = await verificationCodeFor(email);
    const invitation = await cognitoEmailFor(email);
    expect(invitation.subject).toBe('You are invited to run Threads for Tomorrow');
    expect(invitation.message).toContain(
      `admin of Threads for Tomorrow. Sign in with your e-mail address, ${email.toLowerCase()}, and the temporary password ${temporary},`,
    );

    const invited = await browser.newPage();
    await invited.goto('/auth');
    await invited.getByLabel('Email').fill(email);
    await invited.getByLabel('Password').fill(temporary);
    await invited.getByRole('button', { name: 'Sign In' }).click();
    await invited.getByLabel('New Password').fill('Rowan-pass-1');
    await invited.getByLabel('Confirm Password').fill('Rowan-pass-1');
    await invited.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await invited.waitForURL((url) => url.pathname === '/admin');
    expect(pathOf(invited)).toBe('/admin');

    const again = await browser.newPage();
    await signIn(again, email, 'Rowan-pass-1');
    await again.waitForURL((url) => url.pathname === '/admin');
  });
});
