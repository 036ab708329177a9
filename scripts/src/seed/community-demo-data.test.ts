import { firstNameSchema, lastNameSchema } from '@app/shared/auth';
import { campaignMemberCode, normalizeCode, studentCode } from '@app/shared/code-sync';
import {
  DEMO_CAMPAIGNS,
  DEMO_MEMBERS,
  DEMO_MESSAGES,
  DEMO_PAYOUTS,
  DEMO_STUDENTS,
  PENDING_STUDENTS,
  PROOF_NOTES,
  REVISION_FEEDBACK,
} from './community-demo-data';
import { DEMO_CAMPAIGN } from './seed-store-demo';

const people = [...DEMO_MEMBERS, ...DEMO_STUDENTS, ...PENDING_STUDENTS];
const firstNames = people.map((person) => person.first_name);

describe('the programme around the demo accounts', () => {
  it('keeps the demo race: every other Hillside member sold fewer shirts than the demo fundraiser (5) and its rival (7)', () => {
    const hillside = DEMO_MEMBERS.filter((member) => member.campaign === 'hillside');
    expect(hillside.length).toBeGreaterThan(0);
    for (const member of hillside) expect(member.shirts).toBeLessThan(5);
  });

  it('has campaigns of different organizations, each with members, a target and a passcode of its own', () => {
    const names = DEMO_CAMPAIGNS.map((campaign) => campaign.school_name);
    expect(new Set([...names, DEMO_CAMPAIGN.school_name]).size).toBe(DEMO_CAMPAIGNS.length + 1);
    expect(new Set(DEMO_CAMPAIGNS.map((campaign) => campaign.target_amount)).size).toBe(DEMO_CAMPAIGNS.length);
    expect(new Set([...DEMO_CAMPAIGNS.map((campaign) => campaign.passcode), DEMO_CAMPAIGN.passcode]).size).toBe(DEMO_CAMPAIGNS.length + 1);
    for (const campaign of DEMO_CAMPAIGNS) {
      expect(DEMO_MEMBERS.filter((member) => member.campaign === campaign.key).length).toBeGreaterThanOrEqual(3);
    }
    for (const member of DEMO_MEMBERS) expect([...DEMO_CAMPAIGNS.map((campaign) => campaign.key), 'hillside']).toContain(member.campaign);
  });

  it('gives every person a distinct first name (messages and payouts name them) and a name sign-up would accept', () => {
    expect(new Set(firstNames).size).toBe(firstNames.length);
    for (const person of people) {
      expect(firstNameSchema.safeParse(person.first_name).success).toBe(true);
      expect(lastNameSchema.safeParse(person.last_name).success).toBe(true);
    }
    for (const message of DEMO_MESSAGES) {
      for (const name of 'to' in message ? [message.to] : message.readBy) expect(firstNames).toContain(name);
    }
    for (const payout of DEMO_PAYOUTS) expect(firstNames).toContain(payout.to);
  });

  it('gives everyone a first-choice code of their own, so creating them together hands out the same codes every time', () => {
    const acronyms = new Map([...DEMO_CAMPAIGNS.map((campaign) => [campaign.key, campaign.school_acronym] as const), ['hillside', 'HHS']]);
    const codes = [
      ...DEMO_MEMBERS.map((member) => campaignMemberCode(member.first_name, acronyms.get(member.campaign)!)),
      ...DEMO_STUDENTS.map((student) => studentCode(student.first_name, student.last_name)),
      // The demo accounts' codes and their rival's.
      'SAMR',
      'JORDANHHS',
      'RILEYHHS',
    ].map(normalizeCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('puts students at every stage, consistent with their sales and the objectives that take proof', () => {
    const states = new Set(DEMO_STUDENTS.map((student) => student.next));
    expect(states).toEqual(new Set([undefined, 'assigned', 'submitted', 'needs_revision']));
    for (const student of DEMO_STUDENTS) {
      // Objective 4 completes with a first shirt, 5 with ten.
      if (student.approved >= 4) expect(student.shirts).toBeGreaterThanOrEqual(1);
      if (student.approved >= 5) expect(student.shirts).toBeGreaterThanOrEqual(10);
      if (student.approved === 4) expect(student.shirts).toBeLessThan(10);
      const next = student.approved + 1;
      if (student.next === 'submitted') expect(PROOF_NOTES[next]).toBeDefined();
      if (student.next === 'needs_revision') expect([PROOF_NOTES[next], REVISION_FEEDBACK[next]]).not.toContain(undefined);
    }
  });
});
