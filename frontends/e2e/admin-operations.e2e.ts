import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { givenObjectiveStatus } from '@app/scripts/src/tools/arrange-local-stack';
import type { Page } from 'playwright-core';
import { baseUrl } from './stack';
import { applyAsStudent } from './support/accounts';
import { launchBrowser, signIn } from './support/browser';
import { inboxUrl, sendStoreOrder } from './support/stack-state';

/** The admin's programme operations (spec part 2, section 2): approving, reviewing, messaging, deleting. */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function adminPage(): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, 'admin@example.com');
  return page;
}

/** Finds the ambassador by e-mail on the Student Ambassadors screen. */
async function findAmbassador(page: Page, email: string): Promise<void> {
  await page.goto('/admin/ambassadors');
  await page.getByRole('heading', { level: 1, name: 'Student Ambassadors' }).waitFor();
  await page.getByLabel('Search ambassadors').fill(email);
}

describe('the admin runs the programme', () => {
  it('approves a new student, approves their first submission, and the student sees Objective 2 and the e-mail', async () => {
    const studentPage = await browser.newPage();
    const student = await applyAsStudent(studentPage, 'Quinn');

    const admin = await adminPage();
    await findAmbassador(admin, student.email);
    await admin.getByRole('button', { name: `Approve ${student.name}` }).click();
    await admin.getByText('Ambassador Approved', { exact: true }).waitFor();

    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proof-')), 'hello.png');
    fs.copyFileSync(path.join(__dirname, '../../scripts/src/seed/files/post-template.png'), photo);
    await signIn(studentPage, student.email, student.password);
    await studentPage.goto('/submissions');
    await studentPage.getByRole('button', { name: 'Submit Work' }).first().click();
    const submit = studentPage.getByRole('dialog');
    await submit.getByLabel('Objective').selectOption({ label: 'Objective 1: Introduce Yourself' });
    await submit.getByLabel('Upload File').check();
    await submit.getByLabel('Your file').setInputFiles(photo);
    await submit.getByText('Uploaded hello.png').waitFor();
    await submit.getByRole('button', { name: 'Submit Work' }).click();
    await studentPage.getByText('Submission successful!', { exact: true }).waitFor();

    await admin.goto('/admin/submissions');
    await admin.getByRole('button', { name: `Review Objective 1: Introduce Yourself from ${student.name}` }).click();
    const review = admin.getByRole('dialog');
    await review.getByRole('img').first().waitFor();
    await review.getByLabel('Admin Feedback').fill('Lovely introduction!');
    await review.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Submission approved successfully', { exact: true }).waitFor();

    await studentPage.goto('/objectives');
    const second = studentPage.locator('[data-slot="card"]', { hasText: 'Share Your Shop Link' });
    await second.getByText('In Progress', { exact: true }).waitFor();
    const first = studentPage.locator('[data-slot="card"]', { hasText: 'Introduce Yourself' });
    await first.getByText('Completed', { exact: true }).waitFor();

    const inbox = await browser.newPage();
    await inbox.goto(inboxUrl());
    await inbox.getByText('Approved: Objective 1: Introduce Yourself').first().waitFor();
    await inbox.getByText(student.email).first().waitFor();
  });

  it('completes an Auto Sale objective by itself when an approval unlocks it after earlier sales', async () => {
    const studentPage = await browser.newPage();
    const student = await applyAsStudent(studentPage, 'Rowan');
    const admin = await adminPage();
    await findAmbassador(admin, student.email);
    await admin.getByRole('button', { name: `Approve ${student.name}` }).click();
    await admin.getByText('Ambassador Approved', { exact: true }).waitFor();

    // Objective 3 in progress (the first journey walks 1 and 2), and two shirts sold before Objective 4 unlocks.
    await givenObjectiveStatus(baseUrl(), student.email, 3, 'assigned');
    await signIn(studentPage, student.email, student.password);
    await studentPage.goto('/code-assets');
    await sendStoreOrder(await studentPage.getByLabel('Personal code').innerText(), 2);
    await studentPage.goto('/objectives');
    const firstSale = studentPage.getByRole('group', { name: 'Make Your First Sale' });
    // The locked objective counts the order, which the stack has taken in.
    await firstSale.getByText('1 of 1 shirt sold').waitFor();
    await firstSale.getByRole('button', { name: 'Locked' }).waitFor();

    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proof-')), 'story.png');
    fs.copyFileSync(path.join(__dirname, '../../scripts/src/seed/files/post-template.png'), photo);
    await studentPage.getByRole('group', { name: 'Post a Social Media Template' }).getByRole('button', { name: 'Submit Work' }).click();
    const submit = studentPage.getByRole('dialog');
    await submit.getByLabel('Your file').setInputFiles(photo);
    await submit.getByText('Uploaded story.png').waitFor();
    await submit.getByRole('button', { name: 'Submit Work' }).click();
    await studentPage.getByText('Submission successful!', { exact: true }).waitFor();

    await admin.goto('/admin/submissions');
    await admin.getByRole('button', { name: `Review Objective 3: Post a Social Media Template from ${student.name}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Submission approved successfully', { exact: true }).waitFor();

    await studentPage.reload();
    await firstSale.getByText('Completed automatically', { exact: true }).waitFor();
    await firstSale.getByText('Completed', { exact: true }).waitFor();
    const goal = studentPage.getByRole('group', { name: 'Reach Your Goal of 10 Shirts' });
    await goal.getByText('In Progress', { exact: true }).waitFor();
    await goal.getByText('2 of 10 shirts sold', { exact: true }).waitFor();
  });

  it('deletes an ambassador after a confirmation, and they can no longer sign in', async () => {
    const studentPage = await browser.newPage();
    const student = await applyAsStudent(studentPage, 'Morgan');

    const admin = await adminPage();
    await findAmbassador(admin, student.email);
    await admin.getByRole('button', { name: `Delete ${student.name}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete Ambassador' });
    await confirm.getByText(student.email).first().waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByText('User Deleted', { exact: true }).waitFor();
    await admin.getByRole('button', { name: `Delete ${student.name}` }).waitFor({ state: 'detached' });

    await studentPage.goto('/auth');
    await studentPage.getByLabel('Email').fill(student.email);
    await studentPage.getByLabel('Password').fill(student.password);
    await studentPage.getByRole('button', { name: 'Sign In' }).click();
    await studentPage.getByText('Sign in failed', { exact: true }).first().waitFor();
    expect(new URL(studentPage.url()).pathname).toBe('/auth');
  });

  it('deletes junk sign-ups in bulk at 375 px: every pending one the search shows, at once, after a confirmation', async () => {
    const firstName = `Junk${Date.now() % 1_000_000}`;
    const junk = [];
    for (let count = 0; count < 2; count += 1) junk.push(await applyAsStudent(await browser.newPage(), firstName));

    const admin = await adminPage();
    await admin.setViewportSize({ width: 375, height: 800 });
    await findAmbassador(admin, firstName);
    const bar = admin.getByRole('region', { name: 'Pending sign-ups' });
    await bar.getByText('2 pending sign-ups', { exact: true }).waitFor();
    await bar.getByRole('button', { name: 'Select all pending' }).click();
    for (const { name } of junk) expect(await admin.getByRole('checkbox', { name: `Select ${name}` }).isChecked()).toBe(true);
    await bar.getByRole('button', { name: 'Delete Selected (2)' }).click();
    await admin.getByRole('alertdialog', { name: 'Delete Pending Sign-ups' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByText('2 pending sign-ups deleted for good.').first().waitFor();
    await admin.getByText('No ambassadors match your search or filter').waitFor();
  });

  it('sends a broadcast that the students of its audience see in their messages', async () => {
    const subject = `Stall day on Friday ${Date.now()}`;
    const admin = await adminPage();
    await admin.goto('/admin/messaging');
    await admin.getByLabel('Broadcast').check();
    await admin.getByLabel('All ambassadors').check();
    await admin.getByLabel('Subject (optional)').fill(subject);
    await admin.getByLabel('Message', { exact: true }).fill('Bring your shirts: we sell at the school gate from 3 pm.');
    await admin.getByRole('button', { name: 'Send Message' }).click();
    await admin.getByText('Message sent successfully', { exact: true }).waitFor();

    const student = await browser.newPage();
    await signIn(student, 'student@example.com');
    await student.goto('/messages');
    await student.getByText(subject).first().waitFor();
  });
});
