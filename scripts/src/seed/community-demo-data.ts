import type { ObjectiveStatus } from '@app/shared/objectives';

/**
 * The programme around the demo accounts: three more organizations' campaigns with their members, more
 * Hillside members (all behind the demo fundraiser, so the demo race is unchanged), students at every
 * stage of their objectives, and sign-ups waiting for approval. Names and figures are fixed; dates are
 * relative to the day the seed runs.
 */

export interface DemoCampaign {
  key: string;
  school_name: string;
  school_acronym: string;
  campaign_name: string;
  description: string;
  /** Dollars: what the organization hopes its $5 a shirt adds up to. */
  target_amount: number;
  passcode: string;
  startedWeeksAgo: number;
  endsInWeeks: number;
  contact_email: string;
}

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    key: 'robotics',
    school_name: 'Lincoln Park Robotics Club',
    school_acronym: 'LPR',
    campaign_name: 'Lincoln Park Robotics Tee Drive',
    description: 'Shirts that send our team, the Gearheads, to the state robotics championship.',
    target_amount: 600,
    passcode: 'GEARHEADS',
    startedWeeksAgo: 11,
    endsInWeeks: 3,
    contact_email: 'coach@lprobotics.example.com',
  },
  {
    key: 'garden',
    school_name: 'Eastside Community Garden',
    school_acronym: 'ECG',
    campaign_name: 'Eastside Garden Growers Drive',
    description: 'Raised beds, rain barrels and seeds for the neighbourhood garden on Alder Street.',
    target_amount: 400,
    passcode: 'SEEDLINGS',
    startedWeeksAgo: 9,
    endsInWeeks: 5,
    contact_email: 'hello@eastsidegarden.example.com',
  },
  {
    key: 'soccer',
    school_name: 'Westbrook Youth Soccer League',
    school_acronym: 'WYSL',
    campaign_name: 'Westbrook Soccer Kit Fund',
    description: 'New kits and goal nets for the under-12 teams, so no family pays for a uniform.',
    target_amount: 1500,
    passcode: 'KICKOFF',
    startedWeeksAgo: 6,
    endsInWeeks: 6,
    contact_email: 'treasurer@westbrooksoccer.example.com',
  },
];

/** A campaign member: `campaign` is a key above, or hillside for the demo campaign. */
export interface DemoMember {
  first_name: string;
  last_name: string;
  campaign: string;
  /** Shirts sold with their code, spread over orders since they joined. */
  shirts: number;
  joinedDaysAgo: number;
}

export const DEMO_MEMBERS: DemoMember[] = [
  // Hillside: behind Riley Chen (7) and the demo fundraiser (5), so the demo's race stays theirs.
  { first_name: 'Aaliyah', last_name: 'Johnson', campaign: 'hillside', shirts: 4, joinedDaysAgo: 20 },
  { first_name: 'Mateo', last_name: 'García', campaign: 'hillside', shirts: 3, joinedDaysAgo: 16 },
  { first_name: 'Hannah', last_name: 'Goldberg', campaign: 'hillside', shirts: 1, joinedDaysAgo: 5 },
  { first_name: 'Priya', last_name: 'Patel', campaign: 'robotics', shirts: 24, joinedDaysAgo: 76 },
  { first_name: 'Marcus', last_name: 'Washington', campaign: 'robotics', shirts: 19, joinedDaysAgo: 74 },
  { first_name: 'Elena', last_name: 'Petrova', campaign: 'robotics', shirts: 15, joinedDaysAgo: 70 },
  { first_name: 'Kenji', last_name: 'Tanaka', campaign: 'robotics', shirts: 12, joinedDaysAgo: 61 },
  { first_name: 'Fatima', last_name: 'Al-Sayed', campaign: 'robotics', shirts: 9, joinedDaysAgo: 45 },
  { first_name: 'Diego', last_name: 'Hernández', campaign: 'robotics', shirts: 6, joinedDaysAgo: 30 },
  { first_name: 'Grace', last_name: 'Okafor', campaign: 'garden', shirts: 14, joinedDaysAgo: 62 },
  { first_name: 'Liam', last_name: "O'Brien", campaign: 'garden', shirts: 10, joinedDaysAgo: 58 },
  { first_name: 'Hana', last_name: 'Schmidt', campaign: 'garden', shirts: 7, joinedDaysAgo: 40 },
  { first_name: 'Noah', last_name: 'Kim', campaign: 'garden', shirts: 4, joinedDaysAgo: 12 },
  { first_name: 'Sofia', last_name: 'Rossi', campaign: 'soccer', shirts: 16, joinedDaysAgo: 41 },
  { first_name: 'Tyler', last_name: 'Brooks', campaign: 'soccer', shirts: 11, joinedDaysAgo: 39 },
  { first_name: 'Amara', last_name: 'Nwosu', campaign: 'soccer', shirts: 8, joinedDaysAgo: 33 },
  { first_name: 'Lucas', last_name: 'Silva', campaign: 'soccer', shirts: 5, joinedDaysAgo: 18 },
  { first_name: 'Chloe', last_name: 'Dubois', campaign: 'soccer', shirts: 2, joinedDaysAgo: 3 },
];

/**
 * Where a student stands: `approved` objectives approved in order, then the next one in `next` (absent:
 * nothing after the approved ones yet). Auto Sale objectives (4 and 5) follow from the shirts sold.
 */
export interface DemoStudent {
  first_name: string;
  last_name: string;
  school: string;
  shirts: number;
  joinedDaysAgo: number;
  approved: number;
  next?: Extract<ObjectiveStatus, 'assigned' | 'submitted' | 'needs_revision'>;
}

export const DEMO_STUDENTS: DemoStudent[] = [
  { first_name: 'Maya', last_name: 'Thompson', school: 'Riverbend High School', shirts: 14, joinedDaysAgo: 80, approved: 5 },
  { first_name: 'Ethan', last_name: 'Nguyen', school: 'Cedar Valley Academy', shirts: 11, joinedDaysAgo: 73, approved: 5 },
  {
    first_name: 'Zara',
    last_name: 'Ahmed',
    school: 'Lakeview Secondary School',
    shirts: 9,
    joinedDaysAgo: 66,
    approved: 4,
    next: 'assigned',
  },
  {
    first_name: 'Isabella',
    last_name: 'Cruz',
    school: 'Riverbend High School',
    shirts: 8,
    joinedDaysAgo: 55,
    approved: 2,
    next: 'submitted',
  },
  {
    first_name: 'Omar',
    last_name: 'Haddad',
    school: 'Northgate High School',
    shirts: 7,
    joinedDaysAgo: 50,
    approved: 2,
    next: 'needs_revision',
  },
  {
    first_name: 'Ava',
    last_name: 'Martinez',
    school: 'Cedar Valley Academy',
    shirts: 6,
    joinedDaysAgo: 43,
    approved: 1,
    next: 'submitted',
  },
  {
    first_name: 'Jamal',
    last_name: 'Carter',
    school: 'Lakeview Secondary School',
    shirts: 4,
    joinedDaysAgo: 35,
    approved: 1,
    next: 'needs_revision',
  },
  { first_name: 'Mei', last_name: 'Wong', school: 'Northgate High School', shirts: 3, joinedDaysAgo: 27, approved: 0, next: 'submitted' },
  {
    first_name: 'Lukas',
    last_name: 'Becker',
    school: 'St. Mary’s Preparatory',
    shirts: 2,
    joinedDaysAgo: 19,
    approved: 1,
    next: 'submitted',
  },
  {
    first_name: 'Nina',
    last_name: 'Kowalski',
    school: 'Riverbend High School',
    shirts: 1,
    joinedDaysAgo: 13,
    approved: 0,
    next: 'needs_revision',
  },
  { first_name: 'Ravi', last_name: 'Sharma', school: 'Cedar Valley Academy', shirts: 0, joinedDaysAgo: 6, approved: 0, next: 'assigned' },
];

/** Sign-ups waiting for an admin's approval (no code yet), all from this week. */
export const PENDING_STUDENTS = [
  {
    first_name: 'Harper',
    last_name: 'Collins',
    school: 'Northgate High School',
    hoursAgo: 70,
    why_join: 'My older sister did it last year.',
  },
  { first_name: 'Daniel', last_name: 'Osei', school: 'Lakeview Secondary School', hoursAgo: 30, why_join: 'I run our eco club.' },
  { first_name: 'Yuki', last_name: 'Sato', school: 'Riverbend High School', hoursAgo: 4, why_join: 'I want to help the climate.' },
];

/** What the students wrote with their work, by objective number. */
export const PROOF_NOTES: Record<number, { description: string; url?: string; file?: string }> = {
  1: { description: 'My introduction post with a photo in the shirt, shared in my class group chat.', file: 'product-tee.png' },
  2: { description: 'Sent my shop link to my family group and posted it on my story.', url: 'https://www.instagram.com/p/demo-shop-link' },
  3: { description: 'Posted the goal template with my own caption.', file: 'post-template.png' },
};

/** The admin's feedback on work sent back, by objective number. */
export const REVISION_FEEDBACK: Record<number, string> = {
  1: 'Lovely photo! Please add a sentence on why climate action matters to you.',
  2: 'The link opens a private post: please share a public one.',
  3: 'Your personal code is missing from the caption; add it and send it again.',
};

/** Messages the admin sent, oldest first: to one ambassador (by first name) or a broadcast; `read` when opened. */
export const DEMO_MESSAGES: Array<
  | { to: string; subject: string; content: string; read: boolean }
  | { broadcast: 'fundraising_ambassador'; subject: string; content: string; readBy: string[] }
> = [
  {
    broadcast: 'fundraising_ambassador',
    subject: 'Halfway there: three tips for the second half',
    content:
      'Thank you for everything so far! Three things that work: text your family first, ask a parent to e-mail their workplace, and post your story template on Fridays.',
    readBy: ['Priya', 'Marcus', 'Grace', 'Sofia'],
  },
  {
    to: 'Maya',
    subject: 'You completed every objective!',
    content: 'Congratulations, Maya: all five objectives done and 14 shirts sold. You are our top student this term.',
    read: true,
  },
  {
    to: 'Omar',
    subject: 'About your template post',
    content: 'Your post looks great; it only needs your code in the caption. Resubmit it and I will approve it the same day.',
    read: false,
  },
  {
    to: 'Priya',
    subject: 'Top of the Robotics leaderboard',
    content: 'You lead the Lincoln Park Robotics Tee Drive. Your team is past 80% of its goal!',
    read: true,
  },
  {
    to: 'Chloe',
    subject: 'Welcome to the Westbrook Soccer Kit Fund',
    content: 'Welcome aboard! Start Here has a text template your family can forward.',
    read: false,
  },
  {
    to: 'Ravi',
    subject: 'Your first objective',
    content: 'Welcome, Ravi! Objective 1 is open: post a photo of yourself with a note on why you joined.',
    read: false,
  },
];

/** Payouts already recorded, as a share of what the ambassador had earned, by first name. */
export const DEMO_PAYOUTS = [
  { to: 'Priya', share: 1, daysAgo: 14, reference: 'ACH-20418' },
  { to: 'Maya', share: 0.5, daysAgo: 10, reference: 'PAYPAL-88213' },
  { to: 'Grace', share: 1, daysAgo: 7, reference: 'ACH-20533' },
  { to: 'Marcus', share: 0.6, daysAgo: 3, reference: 'ACH-20601' },
];
