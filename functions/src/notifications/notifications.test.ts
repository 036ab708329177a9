import { randomUUID } from 'node:crypto';
import { events, type EventContract, type EventDetail } from '@app/shared/contracts';
import type { Role } from '@app/shared/platform';
import type { Profile } from '@app/shared/profiles';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@app/shared/settings';
import type { ConsumerDeclaration } from '#lib/domain';
import { adultBirth } from '#test/ages';
import { api, uniqueEmail, viaCloudFront } from '#test/api';
import { givenCampaignWithPasscode } from '#test/campaigns';
import { sentEmailsTo, startRefusingMailRelay } from '#test/mail';
import { withGeneralSettings } from '#test/settings';
import { eventually } from '#test/store';
import { newProfile, putNewProfile } from '../profiles';
import { notificationSettings } from '../settings';
import { setNotificationSettings } from '../settings/seeding';
import { notificationsDomain } from './index';

/** Hands an event to the domain's consumer as its Lambda does: the contract's schema parses the detail first. */
async function deliver<E extends EventContract>(event: E, detail: EventDetail<E>): Promise<unknown> {
  const target = notificationsDomain.consumers.find(
    (candidate) => candidate.event.source === event.source && candidate.event.detailType === event.detailType,
  );
  if (!target) throw new Error(`The notifications domain does not consume ${event.detailType}`);
  return (target as unknown as ConsumerDeclaration<E>).consume(event.detail.parse(detail) as EventDetail<E>);
}

/** A profile of a role with a unique e-mail (no sign-in needed: the consumers only read profiles). */
async function givenProfile(role: Role, firstName = 'Robin', more: Partial<Profile> = {}) {
  const profile = newProfile({ user_id: randomUUID(), first_name: firstName, last_name: 'Reyes', email: uniqueEmail(role), role, ...more });
  await putNewProfile(profile);
  return profile;
}

/**
 * The e-mails an address got that mention `marker` (a name or title unique to one test's event): other
 * test files sign people up and submit work at the same time, and every admin hears of those too.
 */
async function emailsAbout(address: string, marker: string) {
  return (await sentEmailsTo(address)).filter((email) => email.subject.includes(marker) || email.body.text?.includes(marker));
}

const unique = (word: string) => `${word} ${randomUUID().slice(0, 8)}`;

/** Runs `act` with some toggles changed, then puts every toggle back on. */
async function withToggles(changes: Partial<NotificationSettings>, act: () => Promise<void>): Promise<void> {
  await setNotificationSettings(changes);
  try {
    await act();
  } finally {
    await setNotificationSettings(DEFAULT_NOTIFICATION_SETTINGS);
  }
}

const review = (userId: string, overrides: Partial<EventDetail<typeof events.submissionReviewed>> = {}) => ({
  submission_id: randomUUID(),
  user_id: userId,
  objective_number: 2,
  objective_title: 'Share your code',
  status: 'approved' as const,
  feedback: null,
  next_objective_title: null,
  ...overrides,
});

const signUp = (overrides: Partial<EventDetail<typeof events.ambassadorSignedUp>> = {}) => ({
  user_id: randomUUID(),
  role: 'student' as const,
  first_name: 'Avery',
  last_name: unique('Quinn'),
  email: uniqueEmail('avery'),
  ...overrides,
});

const submission = (userId: string) => ({
  submission_id: randomUUID(),
  user_id: userId,
  objective_number: 1,
  objective_title: unique('Post a story'),
});

describe('e-mail notifications', () => {
  // Every send goes through a relay that passes it to the local SES unless told to refuse it.
  let relay: Awaited<ReturnType<typeof startRefusingMailRelay>>;
  beforeAll(async () => {
    relay = await startRefusingMailRelay();
    process.env.AWS_ENDPOINT_URL_SESV2 = relay.endpoint;
  });
  afterAll(() => relay.stop());

  it('tells the ambassador their submission was approved, with a text part, the feedback and the next objective', async () => {
    const student = await givenProfile('student', 'Sam');

    await deliver(
      events.submissionReviewed,
      review(student.user_id, { feedback: 'Great photos!', next_objective_title: 'Host a bake sale' }),
    );

    const [email, ...others] = await sentEmailsTo(student.email);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ from: process.env.MAIL_FROM_ADDRESS, subject: 'Approved: Objective 2: Share your code' });
    expect(email!.body.text).toContain('Hi Sam,');
    expect(email!.body.text).toContain('Your submission for Objective 2: Share your code has been approved.');
    expect(email!.body.text).toContain('Great photos!');
    expect(email!.body.text).toContain('Your next objective is ready: Host a bake sale.');
    expect(email!.body.html).toContain('Host a bake sale');
  });

  it('tells the ambassador their submission needs a revision, with the admin’s feedback escaped in the HTML part', async () => {
    const student = await givenProfile('student');

    await deliver(
      events.submissionReviewed,
      review(student.user_id, { status: 'needs_revision', feedback: 'Add the <alt text> & resubmit' }),
    );

    const [email, ...others] = await sentEmailsTo(student.email);
    expect(others).toEqual([]);
    expect(email!.subject).toBe('Needs revision: Objective 2: Share your code');
    expect(email!.body.text).toContain('needs a revision');
    expect(email!.body.text).toContain('Feedback from the team:\nAdd the <alt text> & resubmit');
    expect(email!.body.html).toContain('Add the &lt;alt text&gt; &amp; resubmit');
    expect(email!.body.html).not.toContain('<alt text>');
  });

  it('gives the ambassador an admin’s direct message, subject and content', async () => {
    const fundraiser = await givenProfile('fundraising_ambassador');

    await deliver(events.directMessageSent, {
      message_id: randomUUID(),
      to_user_id: fundraiser.user_id,
      subject: 'Bake sale on Friday',
      content: 'Bring your QR code.\nSee you there!',
    });

    const [email, ...others] = await sentEmailsTo(fundraiser.email);
    expect(others).toEqual([]);
    expect(email!.subject).toBe('New message: Bake sale on Friday');
    expect(email!.body.text).toContain('Subject: Bake sale on Friday');
    expect(email!.body.text).toContain('Bring your QR code.\nSee you there!');
    expect(email!.body.html).toContain('Bring your QR code.<br>See you there!');
  });

  it('signs the ambassador’s e-mails with the Program Name saved in Settings, and names it in a direct message', async () => {
    const student = await givenProfile('student', 'Sam');
    const programName = unique('Threads for Tomorrow');

    await withGeneralSettings({ programName }, async () => {
      await deliver(events.submissionReviewed, review(student.user_id));
      await deliver(events.submissionReviewed, review(student.user_id, { status: 'needs_revision', feedback: 'Add a photo' }));
      await deliver(events.directMessageSent, { message_id: randomUUID(), to_user_id: student.user_id, subject: null, content: 'Hi!' });
    });

    const emails = await sentEmailsTo(student.email);
    expect(emails).toHaveLength(3);
    for (const email of emails) {
      expect(email.body.text?.split('\n\n').at(-1)).toBe(`The ${programName} team`);
      expect(email.body.text).not.toContain('Ambassador Program');
    }
    expect(emails.find((email) => email.subject === 'You have a new message')?.body.text).toContain(
      `You have a new message from the ${programName} team:`,
    );
  });

  it("gives each e-mail a button to the page it is about, in the member's own area, its address in the text part too", async () => {
    const [student, fundraiser] = [await givenProfile('student', 'Sam'), await givenProfile('fundraising_ambassador', 'Jo')];
    const site = process.env.SITE_URL!.replace(/\/$/, '');

    await deliver(events.submissionReviewed, review(student.user_id, { status: 'needs_revision', feedback: 'Add a photo' }));
    await deliver(events.directMessageSent, { message_id: randomUUID(), to_user_id: fundraiser.user_id, subject: null, content: 'Hi!' });

    const [reviewed] = await sentEmailsTo(student.email);
    expect(reviewed!.body.text).toContain(`Open My Objectives: ${site}/objectives`);
    expect(reviewed!.body.html).toContain(`<a href="${site}/objectives" style="display: inline-block;`);
    expect(reviewed!.body.html).toContain('>Open My Objectives</a>');
    expect(reviewed!.body.text).not.toContain('Sign in to');
    // The button stands before the sign-off, which stays the e-mail's last paragraph.
    expect(reviewed!.body.text?.split('\n\n').at(-2)).toBe(`Open My Objectives: ${site}/objectives`);
    const [message] = await sentEmailsTo(fundraiser.email);
    expect(message!.body.text).toContain(`Read it in My Messages: ${site}/fundraiser/messages`);
  });

  it('tells a badge earner their tracked link, counted as shared by e-mail, with a button to their progress', async () => {
    const student = await givenProfile('student', 'Sam', { personal_code: 'SAMBADGE' });

    await deliver(events.badgeEarned, { user_id: student.user_id, shirts: 5 });

    const [email] = await sentEmailsTo(student.email);
    const site = process.env.SITE_URL!.replace(/\/$/, '');
    expect(email!.body.text).toContain(`Keep sharing your link:\n${site}/r/SAMBADGE?via=email`);
    expect(email!.body.text).toContain(`See Your Progress: ${site}/`);
  });

  it('tells an approved student their code, their link and what to do first, once however often it is announced', async () => {
    const student = await givenProfile('student', 'Sam', { personal_code: 'SAMAPPROVED' });
    const detail = { user_id: student.user_id, personal_code: 'SAMAPPROVED' };

    await deliver(events.studentApproved, detail);
    await deliver(events.studentApproved, detail);

    const [email, ...others] = await sentEmailsTo(student.email);
    expect(others).toEqual([]);
    expect(email!.subject).toMatch(/^You're approved: welcome to .+!$/);
    expect(email!.body.text).toContain('Your personal code is SAMAPPROVED: it gives buyers 10% off');
    expect(email!.body.text).toContain(`${process.env.SITE_URL!.replace(/\/$/, '')}/r/SAMAPPROVED?via=email`);
    expect(email!.body.text).toContain('What to do first:');
  });

  it('tells an ambassador of a payout recorded to them: the amount, the day and the reference, with their earnings a tap away', async () => {
    const fundraiser = await givenProfile('fundraising_ambassador', 'Jo');

    await deliver(events.payoutRecorded, {
      payout_id: randomUUID(),
      user_id: fundraiser.user_id,
      amount: 12.5,
      paid_on: '2026-11-30',
      reference: 'TR-PAID1',
    });

    const [email] = await sentEmailsTo(fundraiser.email);
    expect(email!.subject).toBe('A payout of $12.50 was sent to you');
    expect(email!.body.text).toContain('recorded a payout of $12.50 to you on Nov 30, 2026 (reference TR-PAID1)');
    expect(email!.body.text).toContain(`See My Earnings: ${process.env.SITE_URL!.replace(/\/$/, '')}/fundraiser/dashboard`);
  });

  it('tells every admin of a new sign-up, and not the ambassador', async () => {
    const admins = [await givenProfile('admin', 'Ada'), await givenProfile('admin', 'Grace')];
    const detail = signUp({ role: 'fundraising_ambassador', first_name: 'Jordan' });

    await deliver(events.ambassadorSignedUp, detail);

    for (const admin of admins) {
      const [email, ...others] = await emailsAbout(admin.email, detail.last_name);
      expect(others).toEqual([]);
      expect(email!.subject).toBe(`New fundraising ambassador sign-up: Jordan ${detail.last_name}`);
      expect(email!.body.text).toContain(`Hi ${admin.first_name},`);
      expect(email!.body.text).toContain(`Jordan ${detail.last_name} (${detail.email}) signed up as a fundraising ambassador.`);
    }
    expect(await sentEmailsTo(detail.email)).toEqual([]);
  });

  it('tells every admin of a new submission, naming who submitted what', async () => {
    const admin = await givenProfile('admin');
    const student = await givenProfile('student', 'Sam');
    const detail = submission(student.user_id);

    await deliver(events.submissionCreated, detail);

    const [email, ...others] = await emailsAbout(admin.email, detail.objective_title);
    expect(others).toEqual([]);
    expect(email!.subject).toBe(`New submission for Objective 1: ${detail.objective_title}`);
    expect(email!.body.text).toContain(`Sam Reyes submitted work for Objective 1: ${detail.objective_title}.`);
    expect(await sentEmailsTo(student.email)).toEqual([]);
  });

  it('keeps every notification toggle on until an admin turns one off, and saves one without the others', async () => {
    expect(await notificationSettings()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    await withToggles({ weeklyReports: false }, async () => {
      expect(await notificationSettings()).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, weeklyReports: false });
    });

    expect(await notificationSettings()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('e-mails no admin of a sign-up while new sign-up notifications are off, yet still of submissions', async () => {
    const admin = await givenProfile('admin');
    const student = await givenProfile('student');
    const signedUp = signUp();
    const submitted = submission(student.user_id);

    await withToggles({ newSignupNotifications: false }, async () => {
      await deliver(events.ambassadorSignedUp, signedUp);
      await deliver(events.submissionCreated, submitted);
    });

    expect(await emailsAbout(admin.email, signedUp.last_name)).toEqual([]);
    expect(await emailsAbout(admin.email, submitted.objective_title)).toHaveLength(1);
  });

  it('e-mails no admin of a submission while submission notifications are off', async () => {
    const admin = await givenProfile('admin');
    const student = await givenProfile('student');
    const submitted = submission(student.user_id);

    await withToggles({ submissionNotifications: false }, async () => {
      await deliver(events.submissionCreated, submitted);
    });

    expect(await emailsAbout(admin.email, submitted.objective_title)).toEqual([]);
  });

  it('e-mails no admin at all while e-mail notifications (the master switch) are off, but still the ambassador', async () => {
    const admin = await givenProfile('admin');
    const student = await givenProfile('student');
    const signedUp = signUp();
    const submitted = submission(student.user_id);

    await withToggles({ emailNotifications: false }, async () => {
      await deliver(events.ambassadorSignedUp, signedUp);
      await deliver(events.submissionCreated, submitted);
      await deliver(events.submissionReviewed, review(student.user_id));
    });

    expect(await emailsAbout(admin.email, signedUp.last_name)).toEqual([]);
    expect(await emailsAbout(admin.email, submitted.objective_title)).toEqual([]);
    expect(await sentEmailsTo(student.email)).toHaveLength(1);
  });

  it('sends one e-mail for an event delivered twice, one after the other or at the same time', async () => {
    const student = await givenProfile('student');
    const admin = await givenProfile('admin');
    const reviewed = review(student.user_id);
    const signedUp = signUp();

    await deliver(events.submissionReviewed, reviewed);
    await deliver(events.submissionReviewed, reviewed);
    await Promise.all([deliver(events.ambassadorSignedUp, signedUp), deliver(events.ambassadorSignedUp, signedUp)]);

    expect(await sentEmailsTo(student.email)).toHaveLength(1);
    expect(await emailsAbout(admin.email, signedUp.last_name)).toHaveLength(1);
  });

  it('sends a second review of the same submission (needs revision, then approved) as its own e-mail', async () => {
    const student = await givenProfile('student');
    const submissionId = randomUUID();

    await deliver(events.submissionReviewed, review(student.user_id, { submission_id: submissionId, status: 'needs_revision' }));
    await deliver(events.submissionReviewed, review(student.user_id, { submission_id: submissionId, status: 'approved' }));

    expect((await sentEmailsTo(student.email)).map((email) => email.subject.split(':')[0])).toEqual(['Needs revision', 'Approved']);
  });

  it('fails the event when SES refuses the e-mail, and sends it once on the retry', async () => {
    const student = await givenProfile('student');
    const message = { message_id: randomUUID(), to_user_id: student.user_id, subject: null, content: 'Welcome!' };

    relay.refuseNext(1);
    await expect(deliver(events.directMessageSent, message)).rejects.toThrow('1 of 1 e-mails');
    expect(await sentEmailsTo(student.email)).toEqual([]);

    await deliver(events.directMessageSent, message);
    await deliver(events.directMessageSent, message);

    const [email, ...others] = await sentEmailsTo(student.email);
    expect(others).toEqual([]);
    expect(email!.subject).toBe('You have a new message');
  });

  it('e-mails nobody for an ambassador whose profile is gone', async () => {
    await expect(
      deliver(events.directMessageSent, { message_id: randomUUID(), to_user_id: randomUUID(), subject: null, content: 'Hi' }),
    ).resolves.toEqual({
      sent: 0,
    });
  });

  it('hears of sign-ups through the API and the bus: a student’s and a fundraiser’s each reach the admins', async () => {
    const admin = await givenProfile('admin');
    const { campaign, passcode } = await givenCampaignWithPasscode();
    const client = viaCloudFront(`10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const student = { first_name: 'Noor', last_name: unique('Haddad'), email: uniqueEmail('noor'), password: 'secret1' };
    const fundraiser = { first_name: 'Kai', last_name: unique('Moana'), email: uniqueEmail('kai'), password: 'secret1' };

    const answers = [
      await api('POST', '/api/auth/student-sign-up', {
        body: { ...student, school: 'Hillside High', why_join: 'For the planet.', ...adultBirth() },
        headers: client,
      }),
      await api('POST', '/api/auth/fundraiser-sign-up', {
        body: { ...fundraiser, confirm_password: 'secret1', ...adultBirth(), campaign_id: campaign.id, passcode },
        headers: client,
      }),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const subjects = await eventually(async () => {
      const received = [...(await emailsAbout(admin.email, student.last_name)), ...(await emailsAbout(admin.email, fundraiser.last_name))];
      expect(received).toHaveLength(2);
      return received.map((email) => email.subject);
    });
    expect(subjects).toEqual([
      `New student ambassador sign-up: Noor ${student.last_name}`,
      `New fundraising ambassador sign-up: Kai ${fundraiser.last_name}`,
    ]);
  });
});
