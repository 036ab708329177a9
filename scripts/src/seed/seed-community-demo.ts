import { setTimeout as sleep } from 'node:timers/promises';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { getCampaignBySlug, putNewCampaign, putPasscode } from '@app/functions/campaigns/seeding';
import { getAmbassadorTotalsMany } from '@app/functions/leaderboards';
import { markRead, sendBroadcast, sendDirectMessage } from '@app/functions/messages/seeding';
import { listObjectivesForRole } from '@app/functions/objectives';
import { putSubmissionRecord, putUserObjective } from '@app/functions/objectives/seeding';
import { assignPersonalCode } from '@app/functions/code-sync';
import { findProfilesByEmail, listProfilesByRole, newProfile, putNewProfile } from '@app/functions/profiles';
import type { Campaign } from '@app/shared/campaigns';
import { payouts } from '@app/shared/contracts';
import type { Objective } from '@app/shared/objectives';
import { DAY_MS, utcDay, type Role } from '@app/shared/platform';
import { CAMPAIGN_PRIVACY_DEFAULTS, campaignSlug } from '@app/shared/campaigns';
import { sendStoreWebhook, storeOrderPayload } from '../store/store-order';
import {
  DEMO_CAMPAIGNS,
  DEMO_MEMBERS,
  DEMO_MESSAGES,
  DEMO_PAYOUTS,
  DEMO_STUDENTS,
  PENDING_STUDENTS,
  PROOF_NOTES,
  REVISION_FEEDBACK,
  type DemoStudent,
} from './community-demo-data';
import { DEMO_PASSWORD } from './demo-accounts';
import { uploadDemoFileTo } from './demo-files';
import { DEMO_CAMPAIGN } from './seed-store-demo';

const WEEK_MS = 7 * DAY_MS;
/** Webhooks in flight at once: enough to keep the bus busy, few enough that the totals rarely conflict. */
const WEBHOOK_CONCURRENCY = 6;
const PROFILE_CONCURRENCY = 4;

/** A fixed-seed generator (mulberry32), so every fresh stack gets the same ids, orders and dates. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4-shaped UUID drawn from the generator: stable ids keep tied rankings in the same order. */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** Runs `work` over `items`, at most `concurrency` at a time. */
async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

const emailOf = (first: string, last: string) =>
  `${`${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase()}@example.com`;

/** An ambassador of the community seed, once created. */
export interface Seeded {
  userId: string;
  firstName: string;
  role: Role;
  code: string | null;
  shirts: number;
  joinedAt: number;
  student?: DemoStudent;
}

async function ensureCampaign(entry: (typeof DEMO_CAMPAIGNS)[number], now: number, random: () => number): Promise<Campaign> {
  const slug = campaignSlug(entry.campaign_name);
  const existing = await getCampaignBySlug(slug);
  if (existing) return existing;
  const start = new Date(now - entry.startedWeeksAgo * WEEK_MS).toISOString();
  const campaign: Campaign = {
    id: seededUuid(random),
    school_name: entry.school_name,
    school_acronym: entry.school_acronym,
    campaign_name: entry.campaign_name,
    campaign_slug: slug,
    description: entry.description,
    target_amount: entry.target_amount,
    start_date: start,
    end_date: new Date(now + entry.endsInWeeks * WEEK_MS).toISOString(),
    contact_email: entry.contact_email,
    contact_phone: null,
    status: 'active',
    start_here_config: null,
    ...CAMPAIGN_PRIVACY_DEFAULTS,
    created_at: start,
  };
  await putNewCampaign(campaign);
  await putPasscode({
    id: seededUuid(random),
    campaign_id: campaign.id,
    passcode: entry.passcode,
    is_active: true,
    usage_count: 0,
    created_at: start,
  });
  return campaign;
}

/** One profile, created when they signed up; with a personal code (returned) unless still pending approval. */
async function createAmbassador(
  userId: string,
  person: { first_name: string; last_name: string; school: string | null; role: Role; joinedAt: number; campaignId?: string },
  approved: boolean,
  whyJoin?: string,
): Promise<string | null> {
  await putNewProfile(
    newProfile({
      user_id: userId,
      first_name: person.first_name,
      last_name: person.last_name,
      email: emailOf(person.first_name, person.last_name),
      school: person.school,
      role: person.role,
      created_at: new Date(person.joinedAt).toISOString(),
    }),
    whyJoin ? { why_join: whyJoin } : {},
  );
  return approved ? assignPersonalCode(userId, person.campaignId ? { campaignId: person.campaignId } : {}) : null;
}

/** Splits an ambassador's shirts into orders of one to five, dated between their joining and now (a few more lately). */
function ordersOf(ambassador: Seeded, now: number, windowStart: number, random: () => number) {
  const orders: Array<{ code: string; quantity: number; at: Date; tip?: number }> = [];
  const from = Math.max(ambassador.joinedAt, windowStart) + 3600 * 1000;
  const to = now - 15 * 60 * 1000;
  for (let left = ambassador.shirts; left > 0;) {
    const draw = random();
    const quantity = Math.min(left, draw < 0.35 ? 1 : draw < 0.7 ? 2 : draw < 0.9 ? 3 : draw < 0.97 ? 4 : 5);
    left -= quantity;
    const at = new Date(from + (to - from) * random() ** 0.8);
    orders.push({ code: ambassador.code!, quantity, at, ...(random() < 0.15 ? { tip: 2 + Math.floor(random() * 4) } : {}) });
  }
  return orders;
}

/** Shuffles in place with the generator (Fisher-Yates): orders of one ambassador or campaign rarely arrive together. */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The programme around the demo accounts, part one (before the demo's objectives, messages and
 * templates): three more campaigns, their members and more Hillside members, students and pending
 * sign-ups, and twelve weeks of their sales as signed webhooks through the real route, bus and consumer,
 * a few at a time. Returns who was created, for part two.
 */
export async function seedCommunityAmbassadors(apiUrl: string): Promise<Seeded[]> {
  const random = seededRandom(22);
  const now = Date.now();
  // The reports' first week starts on the Monday eleven weeks before this one.
  const windowStart = new Date(now).setUTCHours(0, 0, 0, 0) - (((new Date(now).getUTCDay() + 6) % 7) + 77) * DAY_MS;
  const campaigns = new Map<string, Campaign>();
  for (const entry of DEMO_CAMPAIGNS) campaigns.set(entry.key, await ensureCampaign(entry, now, random));
  const hillside = await getCampaignBySlug(campaignSlug(DEMO_CAMPAIGN.campaign_name));
  if (!hillside) throw new Error('Seed the demo campaign first.');
  campaigns.set('hillside', hillside);

  // Every name gives a code of its own (first name and last initial, or first name and acronym), so the
  // profiles can be made a few at a time; their ids are drawn first, in a fixed order.
  const people: Array<{
    person: { first_name: string; last_name: string; school: string | null; role: Role; campaignId?: string };
    shirts: number;
    joinedAt: number;
    approved: boolean;
    student?: DemoStudent;
    whyJoin?: string;
  }> = [
    ...DEMO_MEMBERS.map((member) => {
      const campaign = campaigns.get(member.campaign)!;
      return {
        person: { ...member, school: campaign.school_name, role: 'fundraising_ambassador' as const, campaignId: campaign.id },
        shirts: member.shirts,
        joinedAt: now - member.joinedDaysAgo * DAY_MS,
        approved: true,
      };
    }),
    ...DEMO_STUDENTS.map((student) => ({
      person: { ...student, role: 'student' as const },
      shirts: student.shirts,
      joinedAt: now - student.joinedDaysAgo * DAY_MS,
      approved: true,
      student,
    })),
    ...PENDING_STUDENTS.map((pending) => ({
      person: { ...pending, role: 'student' as const },
      shirts: 0,
      joinedAt: now - pending.hoursAgo * 3600 * 1000,
      approved: false,
      whyJoin: pending.why_join,
    })),
  ];
  const userIds = people.map(() => seededUuid(random));
  const seeded: Seeded[] = people.map((entry, index) => ({
    userId: userIds[index]!,
    firstName: entry.person.first_name,
    role: entry.person.role,
    code: null,
    shirts: entry.shirts,
    joinedAt: entry.joinedAt,
    ...(entry.student ? { student: entry.student } : {}),
  }));
  await inPool(
    seeded.map((ambassador, index) => ({ ambassador, entry: people[index]! })),
    PROFILE_CONCURRENCY,
    async ({ ambassador, entry }) => {
      ambassador.code = await createAmbassador(
        ambassador.userId,
        { ...entry.person, joinedAt: entry.joinedAt },
        entry.approved,
        entry.whyJoin,
      );
    },
  );

  const orders = shuffle(
    seeded.flatMap((ambassador) => ordersOf(ambassador, now, windowStart, random)),
    random,
  );
  // A few buyers typed no code: the store's totals count them, no leaderboard does.
  for (const daysAgo of [60, 33, 12, 4]) orders.push({ code: '', quantity: 1, at: new Date(now - daysAgo * DAY_MS) });
  await inPool(orders, WEBHOOK_CONCURRENCY, async (order) => {
    const payload = storeOrderPayload({
      ...(order.code ? { code: order.code } : {}),
      quantity: order.quantity,
      at: order.at,
      ...(order.tip ? { tip: order.tip } : {}),
    });
    const status = await sendStoreWebhook(apiUrl, 'orders/paid', payload);
    if (status !== 200) throw new Error(`The demo order webhook was refused (${status}).`);
  });

  // The consumers run asynchronously; wait until every leaderboard row shows its sales.
  const selling = seeded.filter((ambassador) => ambassador.shirts > 0);
  for (let waited = 0; ; waited += 200) {
    const totals = await getAmbassadorTotalsMany(selling.map((ambassador) => ambassador.userId));
    if (selling.every((ambassador) => (totals.get(ambassador.userId)?.units_sold ?? 0) >= ambassador.shirts)) break;
    if (waited > 60_000) throw new Error('The demo orders did not reach the totals in time.');
    await sleep(200);
  }
  return seeded;
}

/** The upload proof of a submission, stored where the student's own uploads go. */
async function proofOf(userId: string, objective: Objective, submissionId: string) {
  const note = PROOF_NOTES[objective.objective_number]!;
  const fileKey = note.file ? await uploadDemoFileTo(note.file, `submissions/${userId}/${submissionId}.png`) : null;
  return {
    url: note.url ?? null,
    file_key: fileKey,
    file_name: note.file ? `${objective.title.toLowerCase().replace(/\W+/g, '-')}.png` : null,
    description: note.description,
  };
}

/** A student's objectives as their stage says, with the work they sent for each reviewed or waiting one. */
async function seedProgress(ambassador: Seeded, objectives: Objective[], random: () => number): Promise<void> {
  const student = ambassador.student!;
  const span = Date.now() - ambassador.joinedAt;
  const steps = student.approved + (student.next ? 1 : 0);
  // Each objective a little later than the one before, the last within the past few days.
  const stepAt = (index: number) => ambassador.joinedAt + (span * (index + 0.5)) / (steps + 0.5);
  const iso = (time: number) => new Date(time).toISOString();
  for (const [index, objective] of objectives.slice(0, steps).entries()) {
    const status = index < student.approved ? 'approved' : student.next!;
    const assignedAt = stepAt(index) - DAY_MS;
    const submittedAt = stepAt(index) - DAY_MS / 2;
    const auto = objective.proof_type === 'auto_sale';
    await putUserObjective({
      user_id: ambassador.userId,
      objective_id: objective.id,
      status,
      assigned_at: iso(assignedAt),
      submitted_at: auto || status === 'assigned' ? null : iso(submittedAt),
      approved_at: status === 'approved' ? iso(stepAt(index)) : null,
      admin_feedback: status === 'needs_revision' ? REVISION_FEEDBACK[objective.objective_number]! : null,
      completed_automatically: auto && status === 'approved',
    });
    if (auto || status === 'assigned') continue;
    const id = seededUuid(random);
    await putSubmissionRecord({
      id,
      user_id: ambassador.userId,
      objective_id: objective.id,
      submission_data: await proofOf(ambassador.userId, objective, id),
      notes: null,
      alt_text: PROOF_NOTES[objective.objective_number]!.file ? `${student.first_name} wearing the shirt` : null,
      created_at: iso(submittedAt),
      updated_at: iso(status === 'submitted' ? submittedAt : stepAt(index)),
    });
  }
}

/** An admin's access token, for the payouts recorded through the API as an admin records them. */
async function adminToken(email: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({});
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: process.env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  );
  cognito.destroy();
  if (!AuthenticationResult?.AccessToken) throw new Error(`${email} could not sign in`);
  return AuthenticationResult.AccessToken;
}

/**
 * Part two, once the objectives exist: the students' progress and submissions in every state, the
 * admin's messages (some opened, some not) and a few payouts recorded through the payouts route.
 */
export async function seedCommunityProgress(options: { apiUrl: string; adminEmail: string; seeded: Seeded[] }): Promise<void> {
  const random = seededRandom(2022);
  const [admin] = await findProfilesByEmail(options.adminEmail);
  if (!admin) throw new Error('The demo admin must exist before the community demo.');
  const objectives = (await listObjectivesForRole('student'))
    .filter((objective) => objective.is_active)
    .sort((a, b) => a.objective_number - b.objective_number);
  const students = options.seeded.filter((ambassador) => ambassador.student);
  // One at a time, so the generator gives each submission the same id on every fresh stack.
  for (const student of students) await seedProgress(student, objectives, random);

  const byName = new Map(options.seeded.map((ambassador) => [ambassador.firstName, ambassador]));
  const named = (firstName: string) => {
    const found = byName.get(firstName);
    if (!found) throw new Error(`No demo ambassador named ${firstName}`);
    return found;
  };
  for (const message of DEMO_MESSAGES) {
    if ('broadcast' in message) {
      const recipients = await listProfilesByRole(message.broadcast);
      const sent = await sendBroadcast({
        fromUserId: admin.user_id,
        subject: message.subject,
        content: message.content,
        role: message.broadcast,
        audience: 'all',
        recipientIds: recipients.map((profile) => profile.user_id),
      });
      for (const reader of message.readBy) await markRead(named(reader).userId, sent.id);
    } else {
      const to = named(message.to);
      const sent = await sendDirectMessage({
        fromUserId: admin.user_id,
        toUserId: to.userId,
        subject: message.subject,
        content: message.content,
      });
      if (message.read) await markRead(to.userId, sent.id);
    }
  }

  const token = await adminToken(options.adminEmail);
  const earned = await getAmbassadorTotalsMany(DEMO_PAYOUTS.map((payout) => named(payout.to).userId));
  for (const payout of DEMO_PAYOUTS) {
    const userId = named(payout.to).userId;
    // Only what is past the commission hold can be paid.
    const amount = Math.floor((earned.get(userId)?.payable_commission ?? 0) * payout.share * 100) / 100;
    if (amount <= 0) continue;
    const response = await fetch(`${options.apiUrl}${payouts.recordPayout.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        user_id: userId,
        amount,
        paid_on: utcDay(Date.now() - payout.daysAgo * DAY_MS),
        reference: payout.reference,
      }),
    });
    if (!response.ok) throw new Error(`The demo payout to ${payout.to} was refused (${response.status}): ${await response.text()}`);
  }
}
