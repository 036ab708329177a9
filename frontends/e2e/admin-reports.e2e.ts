import fs from 'node:fs';
import { REPORT_CSV_COLUMNS } from '@app/shared/reports';
import { launchBrowser, signIn } from './support/browser';
import { layoutProblems } from './support/layout';

/**
 * Impact & Reports (spec part 2, section 2; issue 14): the admin sees the four cards, goes through the
 * tabs, and Export Data saves a CSV that opens with the documented columns, one row per ambassador.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the admin reads the impact report', () => {
  it('shows the cards, switches tabs, and exports the CSV with the right columns', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/reports');
    await admin.getByRole('heading', { level: 1, name: 'Impact & Reports' }).waitFor();

    for (const card of ['Total Ambassadors', 'Completion Rate', 'Total Revenue', 'Total Commissions']) {
      await admin.getByRole('group', { name: card, exact: true }).waitFor();
    }
    await admin
      .getByRole('group', { name: 'Total Ambassadors', exact: true })
      .getByText(/joined and active this month/)
      .waitFor();
    await admin
      .getByRole('group', { name: 'Total Revenue', exact: true })
      .getByText(/per active ambassador$/)
      .waitFor();
    await admin.getByRole('group', { name: 'Total Commissions', exact: true }).getByText('Paid to ambassadors').waitFor();
    await admin.getByRole('list', { name: 'Program health' }).getByText('Pending Reviews').waitFor();
    await admin.getByRole('figure', { name: 'Sign-ups per week' }).locator('svg.recharts-surface').first().waitFor();
    expect(await layoutProblems(admin)).toEqual([]);

    await admin.getByRole('tab', { name: 'Ambassador Performance' }).click();
    await admin.getByRole('row').filter({ hasText: 'student@example.com' }).waitFor();
    expect(await layoutProblems(admin)).toEqual([]);

    await admin.getByRole('tab', { name: 'Objective Analytics' }).click();
    await admin.getByRole('table', { name: 'Objective analytics' }).waitFor();
    await admin.getByRole('figure', { name: 'Ambassadors by objective and status' }).locator('svg.recharts-surface').last().waitFor();

    await admin.getByRole('tab', { name: 'Revenue & Orders' }).click();
    await admin.getByRole('figure', { name: 'Revenue per week' }).locator('svg.recharts-surface').first().waitFor();
    await admin.getByRole('figure', { name: 'Orders per week' }).waitFor();

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^impact-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe(REPORT_CSV_COLUMNS.join(','));
    expect(header).toBe('rank,first_name,last_name,email,role,joined,units_sold,revenue,commission,orders');
    const demoStudent = rows.find((row) => row.includes(',student@example.com,'));
    expect(demoStudent?.split(',')).toHaveLength(REPORT_CSV_COLUMNS.length);
    expect(demoStudent).toMatch(/,student,\d{4}-\d{2}-\d{2},\d+,\d+\.\d{2},\d+\.\d{2},\d+$/);
    expect(rows.some((row) => row.includes('admin@example.com'))).toBe(false);
  });
});
