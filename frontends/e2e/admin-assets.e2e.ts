import path from 'node:path';
import { launchBrowser, signIn } from './support/browser';
import { layoutProblems } from './support/layout';

/** The Assets Library (spec part 2, section 2): what an admin uploads is in the students' library at once. */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the admin keeps the brand assets', () => {
  it('uploads an image that students see in their library at once, and deletes it after a confirmation', async () => {
    const name = `Stall banner ${Date.now()}`;
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/assets');
    await admin.getByRole('heading', { level: 1, name: 'Assets Library' }).waitFor();
    await admin.getByRole('list', { name: 'Assets' }).waitFor();
    expect(await layoutProblems(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Upload Asset' }).click();
    const upload = admin.getByRole('dialog', { name: 'Upload Asset' });
    await upload.getByLabel('Name').fill(name);
    await upload.getByLabel('Tags').fill('banner, stall, print, launch');
    await upload.getByLabel('File *').setInputFiles(path.join(__dirname, '../../scripts/src/seed/files/post-template.png'));
    expect(await layoutProblems(admin)).toEqual([]);
    await upload.getByRole('button', { name: 'Upload Asset' }).click();
    await admin.getByText('Asset uploaded successfully', { exact: true }).first().waitFor();
    const card = admin.getByRole('list', { name: 'Assets' }).getByRole('listitem').filter({ hasText: name });
    await card.getByText('+1').waitFor();

    const student = await browser.newPage();
    await signIn(student, 'student@example.com');
    await student.goto('/code-assets');
    await student.getByRole('list', { name: 'All Assets' }).getByText(name).waitFor();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await card.waitFor({ state: 'detached' });
  });
});
