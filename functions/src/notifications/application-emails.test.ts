import { randomUUID } from 'node:crypto';
import { events, type EventContract, type EventDetail } from '@app/shared/contracts';
import type { ConsumerDeclaration } from '#lib/domain';
import { uniqueEmail } from '#test/api';
import { sentEmailsTo } from '#test/mail';
import { withGeneralSettings } from '#test/settings';
import { notificationsDomain } from './index';

/** Hands an event to the domain's consumer as its Lambda does: the contract's schema parses the detail first. */
async function deliver<E extends EventContract>(event: E, detail: EventDetail<E>): Promise<unknown> {
  const target = notificationsDomain.consumers.find(
    (candidate) => candidate.event.source === event.source && candidate.event.detailType === event.detailType,
  );
  if (!target) throw new Error(`The notifications domain does not consume ${event.detailType}`);
  return (target as unknown as ConsumerDeclaration<E>).consume(event.detail.parse(detail) as EventDetail<E>);
}

const applicationOf = () => ({
  application_id: randomUUID(),
  organization_name: 'Lakeside Rowing Club',
  campaign_name: `Lakeside Oars ${randomUUID().slice(0, 8)}`,
  contact_email: uniqueEmail('contact'),
});

describe('application e-mails to the contact', () => {
  it('confirms a submission once, however often the event is delivered, in text and HTML', async () => {
    const application = applicationOf();

    await Promise.all([deliver(events.applicationSubmitted, application), deliver(events.applicationSubmitted, application)]);
    await deliver(events.applicationSubmitted, application);

    const [email, ...others] = await sentEmailsTo(application.contact_email);
    expect(others).toEqual([]);
    expect(email?.subject).toBe(`We received your application for ${application.campaign_name}`);
    expect(email?.body.text).toContain('Lakeside Rowing Club');
    expect(email?.body.html).toContain('will review it');
  });

  it("sends the approval with the campaign page, the passcode, the dates and the campaign's own code, once", async () => {
    const application = applicationOf();
    const approved = {
      ...application,
      status: 'approved' as const,
      campaign_slug: 'lakeside-oars',
      passcode: 'LRC-7KQ2MX',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      campaign_code: 'LRC',
    };

    await deliver(events.applicationReviewed, approved);
    await deliver(events.applicationReviewed, approved);

    const [email, ...others] = await sentEmailsTo(application.contact_email);
    expect(others).toEqual([]);
    expect(email?.subject).toBe(`Approved: ${application.campaign_name} is live`);
    expect(email?.body.text).toContain(`${process.env.SITE_URL}/campaign/lakeside-oars`);
    expect(email?.body.text).toContain('LRC-7KQ2MX');
    expect(email?.body.text).toContain('Dec 1, 2026 to Dec 31, 2026');
    expect(email?.body.text).toContain(
      "Supporters who don't know a member can buy from the page directly, or with the code LRC: every shirt still gives $5 to Lakeside Rowing Club.",
    );
  });

  it('leaves the code out of an approval announced without one', async () => {
    const application = applicationOf();

    await deliver(events.applicationReviewed, {
      ...application,
      status: 'approved',
      campaign_slug: 'lakeside-oars-uncoded',
      passcode: 'LRC-8KQ2MX',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });

    const [email] = await sentEmailsTo(application.contact_email);
    expect(email?.body.text).toContain('LRC-8KQ2MX');
    expect(email?.body.text).not.toContain('with the code');
  });

  it('says when a scheduled campaign goes live instead of calling it live (issue 45)', async () => {
    const application = applicationOf();
    const scheduled = {
      ...application,
      status: 'approved' as const,
      campaign_slug: 'lakeside-oars-later',
      passcode: 'LRC-9ZZ2MX',
      start_date: '2999-03-01',
      end_date: '2999-03-31',
    };

    await deliver(events.applicationReviewed, scheduled);

    const [email] = await sentEmailsTo(application.contact_email);
    expect(email?.subject).toBe(`Approved: ${application.campaign_name} starts on Mar 1, 2999`);
    expect(email?.body.text).toContain('The campaign is scheduled: it goes live on Mar 1, 2999');
    expect(email?.body.text).not.toContain('is now active');
    expect(email?.body.text).toContain('LRC-9ZZ2MX');
  });

  it('sends a courteous rejection once', async () => {
    const application = applicationOf();

    await deliver(events.applicationReviewed, { ...application, status: 'rejected' });
    await deliver(events.applicationReviewed, { ...application, status: 'rejected' });

    const [email, ...others] = await sentEmailsTo(application.contact_email);
    expect(others).toEqual([]);
    expect(email?.body.text).toContain('Thank you for your interest');
    expect(email?.body.text).not.toContain('passcode');
  });

  it('signs each of them with the Program Name saved in Settings', async () => {
    const [approvedApplication, rejectedApplication] = [applicationOf(), applicationOf()];
    const programName = `Threads for Tomorrow ${randomUUID().slice(0, 8)}`;

    await withGeneralSettings({ programName }, async () => {
      await deliver(events.applicationSubmitted, approvedApplication);
      await deliver(events.applicationReviewed, {
        ...approvedApplication,
        status: 'approved',
        campaign_slug: 'lakeside-oars',
        passcode: 'LRC-7KQ2MX',
        start_date: '2026-12-01',
        end_date: '2026-12-31',
      });
      await deliver(events.applicationReviewed, { ...rejectedApplication, status: 'rejected' });
    });

    const emails = [...(await sentEmailsTo(approvedApplication.contact_email)), ...(await sentEmailsTo(rejectedApplication.contact_email))];
    expect(emails).toHaveLength(3);
    for (const email of emails) expect(email.body.text?.split('\n\n').at(-1)).toBe(`The ${programName} team`);
  });
});
