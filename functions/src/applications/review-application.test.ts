import { CAMPAIGN_PRIVACY_DEFAULTS } from '@app/shared/campaigns';
import { randomUUID } from 'node:crypto';
import { approvedEndDate } from '@app/shared/campaigns';
import { applications as contracts, campaigns as campaignContracts, events, pathOf } from '@app/shared/contracts';
import { api, givenUser, uniqueEmail, viaCloudFront } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { sentEmailsTo } from '#test/mail';
import { withGeneralSettings } from '#test/settings';
import { eventually, settled } from '#test/store';
import { countPendingApplications, listPasscodes } from '../campaigns/seeding';
import { applicationsDomain } from './index';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON bodies field by field
const asAdmin = <T = any>(method: string, path: string) => api<T>(method, path, { token: admin.token });
const approve = (id: string) => asAdmin('POST', pathOf(contracts.approveCampaignApplication, { application_id: id }));
const reject = (id: string) => asAdmin('POST', pathOf(contracts.rejectCampaignApplication, { application_id: id }));

/** A pending application through the public route; its campaign name (and so its slug) is unique unless given. */
async function givenApplication(overrides: Record<string, unknown> = {}) {
  const { status, body } = await api('POST', pathOf(contracts.submitCampaignApplication), {
    body: {
      organization_name: 'Riverside Scouts',
      organization_acronym: 'RSC',
      campaign_name: `River Cleanup ${randomUUID().slice(0, 8)}`,
      active_members: 25,
      description: 'Shirts for a cleaner river.',
      target_amount: 1500,
      start_date: '2026-12-01',
      contact_email: uniqueEmail('contact'),
      contact_phone: '555-0100',
      ...overrides,
    },
  });
  expect(status).toBe(201);
  return body;
}

describe('POST /api/admin/campaign-applications/{id}/approve', () => {
  it('creates an active campaign from the application, ending 30 days after its start, with a first passcode that works', async () => {
    const application = await givenApplication();

    const { status, body } = await approve(application.id);

    expect(status).toBe(200);
    expect(body.application).toMatchObject({ id: application.id, status: 'approved' });
    expect(body.campaign).toEqual({
      id: application.id,
      school_name: 'Riverside Scouts',
      school_acronym: 'RSC',
      campaign_name: application.campaign_name,
      campaign_slug: application.campaign_slug,
      description: 'Shirts for a cleaner river.',
      target_amount: 1500,
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      contact_email: application.contact_email,
      contact_phone: '555-0100',
      status: 'active',
      start_here_config: null,
      ...CAMPAIGN_PRIVACY_DEFAULTS,
      // Its own code (issue 45): the acronym, else the next free candidate (RSC2...).
      campaign_code: expect.stringMatching(/^RSC\d*$/),
      created_at: expect.any(String),
    });
    expect(body.passcode).toMatchObject({ campaign_id: application.id, is_active: true, passcode: expect.stringMatching(/^RSC-/) });
    const listed = await asAdmin('GET', pathOf(contracts.listCampaignApplications));
    expect(listed.body.applications.find((a: { id: string }) => a.id === application.id).status).toBe('approved');
    const verified = await api('POST', pathOf(campaignContracts.verifyPasscode), {
      body: { campaign_slug: body.campaign.campaign_slug, passcode: body.passcode.passcode.toLowerCase() },
      headers: viaCloudFront('10.8.0.1'),
    });
    expect(verified.status).toBe(200);
  });

  it('gives the campaign slug-2 when another campaign has the slug', async () => {
    const application = await givenApplication();
    await givenCampaign({ campaign_slug: application.campaign_slug });

    const { status, body } = await approve(application.id);

    expect(status).toBe(200);
    expect(body.campaign.campaign_slug).toBe(`${application.campaign_slug}-2`);
  });

  it('creates one campaign and one passcode for two concurrent approvals, both answering with it', async () => {
    const application = await givenApplication();

    const answers = await Promise.all([approve(application.id), approve(application.id)]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0].body.campaign.id).toBe(application.id);
    expect(answers[1].body.campaign).toEqual(answers[0].body.campaign);
    expect(answers[1].body.passcode).toEqual(answers[0].body.passcode);
    expect(await listPasscodes(application.id)).toHaveLength(1);
    await eventually(async () => expect(await sentEmailsTo(application.contact_email)).toHaveLength(2));
  });

  it('refuses a rejected application with 409 and an unknown one with 404', async () => {
    const application = await givenApplication();
    expect((await reject(application.id)).status).toBe(200);

    const approved = await approve(application.id);
    const unknown = await approve(randomUUID());

    expect(approved.status).toBe(409);
    expect(approved.body.error.message).toBe('Only pending applications can be approved or rejected.');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Application not found');
  });
});

describe('the pending applications count', () => {
  it('goes up with each submission and down with each review, once however often it is repeated', async () => {
    const before = await countPendingApplications();
    const submitted = await Promise.all(Array.from({ length: 4 }, () => givenApplication()));
    const afterSubmitting = await countPendingApplications();
    // Other test files only ever add applications while this runs (at most a few).
    expect(afterSubmitting).toBeGreaterThanOrEqual(before + 4);

    await Promise.all(submitted.flatMap(({ id }) => [reject(id), reject(id), approve(id)]));

    // Exactly one decrement each: nothing else reviews applications meanwhile, and others add at most a few.
    const afterReviews = await countPendingApplications();
    expect(afterReviews).toBeGreaterThanOrEqual(afterSubmitting - 4);
    expect(afterReviews).toBeLessThanOrEqual(afterSubmitting - 4 + 3);
  });
});

describe('POST /api/admin/campaign-applications/{id}/reject', () => {
  it('rejects a pending application once; acting on it again is 409', async () => {
    const application = await givenApplication();

    const rejected = await reject(application.id);
    const again = await reject(application.id);

    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ id: application.id, status: 'rejected' });
    expect(again.status).toBe(409);
    const approvedFirst = await givenApplication();
    expect((await approve(approvedFirst.id)).status).toBe(200);
    expect((await reject(approvedFirst.id)).status).toBe(409);
  });
});

describe('GET /api/admin/campaign-applications', () => {
  it('lists applications newest first', async () => {
    const first = await givenApplication();
    const second = await givenApplication();

    const { status, body } = await asAdmin('GET', pathOf(contracts.listCampaignApplications));

    expect(status).toBe(200);
    const ids = body.applications.map((a: { id: string }) => a.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });
});

describe('application e-mails', () => {
  it('confirms a submission, then announces the approval with the page, the passcode and the dates, each once', async () => {
    const application = await givenApplication();
    await eventually(async () => expect(await sentEmailsTo(application.contact_email)).toHaveLength(1));

    const { body } = await approve(application.id);

    const [received, approved, ...others] = await eventually(async () => {
      const emails = await sentEmailsTo(application.contact_email);
      expect(emails).toHaveLength(2);
      return emails;
    });
    expect(others).toEqual([]);
    expect(received!.subject).toBe(`We received your application for ${application.campaign_name}`);
    expect(received!.body.text).toContain('will review it');
    expect(received!.body.html).toContain('<p>');
    expect(approved!.subject).toContain(application.campaign_name);
    expect(approved!.body.text).toContain(`/campaign/${body.campaign.campaign_slug}`);
    expect(approved!.body.text).toContain(body.passcode.passcode);
    expect(approved!.body.text).toContain('Dec 1, 2026');
    expect(approved!.body.text).toContain('Dec 31, 2026');
  });

  it('tells the contact courteously when the application is rejected', async () => {
    const application = await givenApplication();

    await reject(application.id);

    const emails = await eventually(async () => {
      const sent = await sentEmailsTo(application.contact_email);
      expect(sent).toHaveLength(2);
      return sent;
    });
    const rejection = emails.find((email) => email.subject === `Your application for ${application.campaign_name}`);
    expect(rejection?.body.text).toContain('not able to approve');
    await settled();
    expect(await sentEmailsTo(application.contact_email)).toHaveLength(2);
  });
});

/** Hands a submission's announcement to the applications domain's consumer, as the bus does (a redelivery, say). */
async function deliverSubmitted(application: { id: string; organization_name: string; campaign_name: string; contact_email: string }) {
  const consumer = applicationsDomain.consumers.find(
    (candidate) =>
      candidate.event.source === events.applicationSubmitted.source &&
      candidate.event.detailType === events.applicationSubmitted.detailType,
  );
  if (!consumer) throw new Error('The applications domain does not consume Campaign application submitted');
  const detail = events.applicationSubmitted.detail.parse({
    application_id: application.id,
    organization_name: application.organization_name,
    campaign_name: application.campaign_name,
    contact_email: application.contact_email,
  });
  return consumer.consume(detail);
}

const statusOf = async (id: string) =>
  (await asAdmin('GET', pathOf(contracts.listCampaignApplications))).body.applications.find((a: { id: string }) => a.id === id)?.status;

/** Runs `act` with Auto-approve Organization Applications on, then off again (the default): this file's other tests expect pending ones. */
const withAutoApprove = (act: () => Promise<void>) => withGeneralSettings({ autoApproveOrganizationApplications: true }, act);

describe('Auto-approve Organization Applications (Settings > General)', () => {
  it('approves an application as it is submitted, as an admin would: an active campaign with its first passcode, and the contact told', async () => {
    let application: Awaited<ReturnType<typeof givenApplication>> = {};
    await withAutoApprove(async () => {
      application = await givenApplication();
      // The approval follows the submission's announcement on the bus.
      await eventually(async () => expect(await statusOf(application.id)).toBe('approved'));
    });

    // An admin's approval now answers with the campaign the submission launched.
    const { status, body } = await approve(application.id);
    expect(status).toBe(200);
    expect(body.campaign).toMatchObject({
      id: application.id,
      campaign_slug: application.campaign_slug,
      status: 'active',
      start_date: '2026-12-01',
      end_date: approvedEndDate('2026-12-01'),
    });
    expect(body.passcode).toMatchObject({ campaign_id: application.id, is_active: true, passcode: expect.stringMatching(/^RSC-/) });
    expect(await listPasscodes(application.id)).toHaveLength(1);
    const subjects = await eventually(async () => {
      const emails = await sentEmailsTo(application.contact_email);
      expect(emails).toHaveLength(2);
      return emails.map((email) => email.subject).sort();
    });
    expect(subjects).toEqual([
      `Approved: ${application.campaign_name} is live`,
      `We received your application for ${application.campaign_name}`,
    ]);
  });

  it('changes nothing for a submission delivered again, one an admin decided first, or one that is gone', async () => {
    const rejected = await givenApplication();
    expect((await reject(rejected.id)).status).toBe(200);

    await withAutoApprove(async () => {
      const approved = await givenApplication();
      await eventually(async () => expect(await statusOf(approved.id)).toBe('approved'));
      await eventually(async () => expect(await sentEmailsTo(approved.contact_email)).toHaveLength(2));

      expect(await deliverSubmitted(approved)).toBe('already decided');
      expect(await deliverSubmitted(rejected)).toBe('already decided');
      expect(await deliverSubmitted({ ...rejected, id: randomUUID() })).toBe('gone');

      expect(await listPasscodes(approved.id)).toHaveLength(1);
      await settled();
      expect(await sentEmailsTo(approved.contact_email)).toHaveLength(2);
    });
    expect(await statusOf(rejected.id)).toBe('rejected');
    expect(await listPasscodes(rejected.id)).toHaveLength(0);
  });

  it('leaves an application pending while it is off (the default), and while only student sign-ups are auto-approved', async () => {
    const application = await givenApplication();

    expect(await deliverSubmitted(application)).toBe('left pending');
    await withGeneralSettings({ autoApproveStudentSignUps: true }, async () => {
      expect(await deliverSubmitted(application)).toBe('left pending');
    });

    expect(await statusOf(application.id)).toBe('pending');
    expect(await listPasscodes(application.id)).toHaveLength(0);
  });
});
