import { emailSchema, firstNameSchema, lastNameSchema, studentSignUpSchema } from '@app/shared/auth';
import { assetInputSchema, assetUploadRequestSchema, MAX_ASSET_TAG_LENGTH, MAX_ASSET_TAGS } from '@app/shared/content';
import { ambassadors, applications, auth, campaigns, content, leaderboards } from '@app/shared/contracts';
import { publicNameOf } from '@app/shared/leaderboards';
import { campaignApplicationSchema } from '@app/shared/applications';
import { adminToken } from '@app/scripts/src/tools/admin-session';
import { DEMO_PASSWORD } from '@app/scripts/src/seed/demo-accounts';
import { sendStoreWebhook, storeOrderPayload } from '@app/scripts/src/store/store-order';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type * as z from 'zod';
import { baseUrl } from './stack';
import { callApi } from './support/api';
import { launchBrowser, signIn } from './support/browser';
import { LAYOUT_WIDTHS, layoutProblems, type ShownValue } from './support/layout';
import { stackSettled, verificationCodeFor } from './support/stack-state';

/**
 * Long content never breaks a layout (issue 21): a member, a student, a campaign with its school and an
 * asset, each with the longest values the contracts accept, seeded through the API, and every screen
 * that shows them, at 375 and 1280 px: no sideways scrolling, and each value wraps or, where it is cut
 * off, keeps its full text in a title or its accessible name.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

/** The longest value `schema` accepts of those `build` makes: doubled from a length it accepts, then halved down to the edge. */
function longestAccepted<T>(schema: z.ZodType, build: (length: number) => T, accepted = 2): T {
  const fits = (length: number) => schema.safeParse(build(length)).success;
  if (!fits(accepted)) throw new Error(`The schema refuses a value of ${accepted} characters`);
  let refused = accepted * 2;
  while (fits(refused)) {
    accepted = refused;
    refused *= 2;
    if (refused > 1_000_000) throw new Error('The schema accepts values of any length');
  }
  while (refused - accepted > 1) {
    const middle = Math.floor((accepted + refused) / 2);
    if (fits(middle)) accepted = middle;
    else refused = middle;
  }
  return build(accepted);
}

// Unique to this run, so the journey can run again against a stack that is still up.
const run = Date.now().toString(36);
const FILLER = 'Wolfeschlegelsteinhausenbergerdorff';
const WORDS = ' International Collegiate Academy for Environmental Leadership and Sustainable Futures';

/** One word of `length` characters with no space to break it at, starting with `start`. */
const unbroken = (start: string) => (length: number) => (start + run + FILLER.repeat(Math.ceil(length / FILLER.length))).slice(0, length);

/** Ordinary words making `length` characters, starting with `start`. */
const words = (start: string) => (length: number) => {
  const text = (start + run + WORDS.repeat(Math.ceil(length / WORDS.length))).slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}s` : text;
};

/**
 * An address of `length` characters as long ones come: a local part of 64 (RFC 5321's most) and
 * subdomains of up to 63 characters each; `start` and the run make it unique.
 */
const longEmail = (start: string) => (length: number) => {
  const top = '.example.com';
  let local = (start + run + 'x'.repeat(64)).slice(0, Math.min(64, length - 1 - top.length));
  let room = length - local.length - 1 - top.length;
  // A subdomain takes a dot and at least one character.
  if (room === 1) {
    local = local.slice(0, -1);
    room = 2;
  }
  const labels: string[] = [];
  for (let index = 0; room > 0; index++) {
    const size = Math.min(63, room - 1);
    labels.push(String.fromCharCode(97 + (index % 26)).repeat(size));
    room -= size + 1;
  }
  return `${local}@${[...labels, ''].join('.')}${top.slice(1)}`;
};

const EMAIL_FROM = 80;
const TOP_SELLER_SHIRTS = 60;
const MEMBER_PASSWORD = 'Member-pass-1';
const STUDENT_PASSWORD = 'Student-pass-1';

const member = {
  first_name: longestAccepted(firstNameSchema, unbroken('Marisol')),
  last_name: longestAccepted(lastNameSchema, unbroken('Okonkwo')),
  email: longestAccepted(emailSchema, longEmail('member'), EMAIL_FROM),
};
const student = {
  first_name: longestAccepted(firstNameSchema, unbroken('Tatiana')),
  last_name: longestAccepted(lastNameSchema, unbroken('Vasquez')),
  email: longestAccepted(emailSchema, longEmail('student'), EMAIL_FROM),
  school: longestAccepted(studentSignUpSchema.shape.school, words('Saint')),
  social_handles: longestAccepted(studentSignUpSchema.shape.social_handles, unbroken('@handle')),
  why_join: longestAccepted(studentSignUpSchema.shape.why_join, words('Because')),
};
const application = {
  organization_name: longestAccepted(campaignApplicationSchema.shape.organization_name, unbroken('Hochschule')),
  organization_acronym: longestAccepted(campaignApplicationSchema.shape.organization_acronym, (length) =>
    `AC${run}ACRONYMACRONYM`.toUpperCase().slice(0, length),
  ),
  campaign_name: longestAccepted(campaignApplicationSchema.shape.campaign_name, words('Campaign')),
  description: longestAccepted(campaignApplicationSchema.shape.description, words('Describing')),
  contact_email: longestAccepted(campaignApplicationSchema.shape.contact_email, longEmail('contact'), EMAIL_FROM),
  contact_phone: longestAccepted(campaignApplicationSchema.shape.contact_phone, (length) =>
    `+1${run}${'5'.repeat(length)}`.slice(0, length),
  ),
  active_members: 25,
  target_amount: 5000,
  start_date: new Date().toISOString().slice(0, 10),
};
const asset = {
  name: longestAccepted(assetInputSchema.shape.name, unbroken('Bannerfile')),
  description: longestAccepted(assetInputSchema.shape.description, words('Picturing')),
  tags: Array.from({ length: MAX_ASSET_TAGS }, (_, index) => unbroken(`Tag${String.fromCharCode(97 + index)}`)(MAX_ASSET_TAG_LENGTH)),
  file_name: longestAccepted(assetUploadRequestSchema.shape.file_name, (length) => `${unbroken('filename')(Math.max(1, length - 4))}.png`),
};
const buyerEmail = longestAccepted(emailSchema, longEmail('buyer'), EMAIL_FROM);

/** What the seeding made that only the API knows: the campaign's address and the codes. */
const seeded = { slug: '', passcode: '', memberCode: '', studentCode: '' };

/** Every long value, by what it is; a screen is checked for whichever of them it shows. */
function shownValues(): ShownValue[] {
  return [
    { label: "member's first name", value: member.first_name },
    { label: "member's last name", value: member.last_name },
    { label: "member's e-mail", value: member.email },
    { label: "member's code", value: seeded.memberCode },
    { label: "student's first name", value: student.first_name },
    { label: "student's last name", value: student.last_name },
    { label: "student's e-mail", value: student.email },
    { label: "student's school", value: student.school },
    { label: "student's social handles", value: student.social_handles },
    { label: "student's reason to join", value: student.why_join },
    { label: "student's code", value: seeded.studentCode },
    { label: "campaign's school", value: application.organization_name },
    { label: "campaign's name", value: application.campaign_name },
    { label: "campaign's address", value: seeded.slug },
    { label: "campaign's description", value: application.description },
    { label: "campaign's contact e-mail", value: application.contact_email },
    { label: "campaign's contact phone", value: application.contact_phone },
    { label: "asset's name", value: asset.name },
    { label: "asset's description", value: asset.description },
    { label: "asset's file name", value: asset.file_name },
    ...asset.tags.map((tag, index) => ({ label: `asset's tag ${index + 1}`, value: tag })),
    { label: "buyer's e-mail", value: buyerEmail },
  ];
}

/** An adult's month and year of birth: the members here need no guardian. */
const ADULT_BIRTH = { birth_month: 5, birth_year: 1995 };

/** The campaign, through an organization's application that the admin approves; its member; the student; the asset; and their sales. */
async function seed(): Promise<void> {
  const { token } = await adminToken(baseUrl(), 'admin@example.com', DEMO_PASSWORD);

  const applied = await callApi(applications.submitCampaignApplication, { body: application });
  const { campaign, passcode } = await callApi(applications.approveCampaignApplication, { params: { application_id: applied.id } }, token);
  seeded.slug = campaign.campaign_slug;
  seeded.passcode = passcode.passcode;

  const joined = await callApi(auth.signUpFundraiser, {
    body: {
      ...member,
      password: MEMBER_PASSWORD,
      confirm_password: MEMBER_PASSWORD,
      ...ADULT_BIRTH,
      campaign_id: campaign.id,
      passcode: passcode.passcode,
    },
  });
  seeded.memberCode = joined.profile.personal_code ?? '';
  await callApi(auth.confirmSignUp, { body: { email: member.email, code: await verificationCodeFor(member.email) } });

  const applying = await callApi(auth.signUpStudent, { body: { ...student, password: STUDENT_PASSWORD, ...ADULT_BIRTH } });
  await callApi(auth.confirmSignUp, { body: { email: student.email, code: await verificationCodeFor(student.email) } });
  const approved = await callApi(ambassadors.approveAmbassador, { params: { user_id: applying.profile.user_id } }, token);
  seeded.studentCode = approved.personal_code ?? '';

  const file = fs.readFileSync(path.join(__dirname, '../../scripts/src/seed/files/post-template.png'));
  const ticket = await callApi(
    content.requestAssetUpload,
    { body: { file_name: asset.file_name, file_type: 'image', content_type: 'image/png', size: file.length } },
    token,
  );
  const uploaded = await fetch(ticket.upload_url, { method: 'PUT', headers: ticket.headers, body: file });
  if (!uploaded.ok) throw new Error(`The asset's upload answered ${uploaded.status}`);
  await callApi(
    content.createAsset,
    {
      body: {
        name: asset.name,
        description: asset.description,
        file_type: 'image',
        target_role: 'all',
        tags: asset.tags,
        file_key: ticket.file_key,
      },
    },
    token,
  );

  // More shirts than any demo ambassador sells, so the member and the student are on the lists that show
  // only the top sellers (the top fundraisers, the report's first rows), wherever the demo data puts others.
  for (const code of [seeded.memberCode, seeded.studentCode]) {
    expect(
      await sendStoreWebhook(baseUrl(), 'orders/paid', storeOrderPayload({ code, quantity: TOP_SELLER_SHIRTS, email: buyerEmail })),
    ).toBe(200);
  }
  // Orders reach the totals and the leaderboards through the bus and the table's stream.
  await stackSettled();
  const campaignPage = await callApi(campaigns.getCampaignPage, { params: { slug: seeded.slug } });
  expect(campaignPage.leaderboard.some((row) => row.units_sold > 0)).toBe(true);
  const { leaderboard } = await callApi(leaderboards.getStudentLeaderboard, { query: { limit: 500 } }, token);
  // Members are named there as a member reads them: first name and initial.
  const listedAs = publicNameOf(applying.profile);
  expect(leaderboard.some((row) => row.name === listedAs && row.units_sold > 0)).toBe(true);
}

type Viewer = 'visitor' | 'admin' | 'member' | 'student';
const signedIn = new Map<Viewer, Page>();

/** One tab per viewer, signed in once: every screen of theirs opens in it. */
async function pageOf(viewer: Viewer): Promise<Page> {
  const open = signedIn.get(viewer);
  if (open) return open;
  const page = await browser.newPage();
  if (viewer === 'admin') await signIn(page, 'admin@example.com');
  if (viewer === 'member') await signIn(page, member.email, MEMBER_PASSWORD);
  if (viewer === 'student') await signIn(page, student.email, STUDENT_PASSWORD);
  signedIn.set(viewer, page);
  return page;
}

/** Until the layout has settled after a change of width: the next frame after the one that applied it, and the fonts. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        void document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      }),
  );

/** Shows the screen at the narrower width, then checks it at each width in turn; the problems found, by width. */
async function problemsOf(viewer: Viewer, show: (page: Page) => Promise<void>): Promise<Record<number, string[]>> {
  const page = await pageOf(viewer);
  const [narrowest] = LAYOUT_WIDTHS;
  await page.setViewportSize({ width: narrowest, height: 800 });
  await show(page);
  const found: Record<number, string[]> = {};
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    found[width] = await layoutProblems(page, shownValues());
  }
  return found;
}

const none = Object.fromEntries(LAYOUT_WIDTHS.map((width) => [width, []]));

/** The first characters of a value: enough to tell it from every other, as typed into a search. */
const typed = (value: string) => value.slice(0, 16);
/** A value's first characters as a locator's text, case counting (a code is its name in capitals): found shortened or not. */
const startOf = (value: string) => new RegExp(typed(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

interface Screen {
  name: string;
  viewer: Viewer;
  show: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  // First: Recent Sign-ups lists only the newest few, and journeys running alongside sign people up too.
  {
    name: "the admin's dashboard",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin');
      await page.getByRole('list', { name: 'Recent sign-ups' }).getByText(startOf(student.first_name)).waitFor();
    },
  },
  {
    name: 'the public campaign page',
    viewer: 'visitor',
    show: async (page) => {
      await page.goto(`/campaign/${seeded.slug}`);
      // The name, and the Support button that names the member too.
      await page.getByRole('list', { name: 'Member Leaderboard' }).getByText(startOf(member.first_name)).first().waitFor();
    },
  },
  {
    name: '/join',
    viewer: 'visitor',
    show: async (page) => {
      await page.goto('/join');
      await page.getByRole('link', { name: 'Join Existing Campaign' }).waitFor();
    },
  },
  {
    name: "the campaign selection's open list",
    viewer: 'visitor',
    show: async (page) => {
      await page.goto('/fundraiser/campaigns');
      await page.getByRole('combobox', { name: 'Campaign' }).fill(typed(application.campaign_name));
      await page.getByRole('option', { name: startOf(application.campaign_name) }).waitFor();
    },
  },
  {
    name: 'the campaign selection with the campaign chosen',
    viewer: 'visitor',
    show: async (page) => {
      await page.goto('/fundraiser/campaigns');
      await page.getByRole('combobox', { name: 'Campaign' }).fill(typed(application.campaign_name));
      await page.getByRole('option', { name: startOf(application.campaign_name) }).click();
      await page.getByRole('region', { name: 'Selected campaign' }).getByText(startOf(application.description)).waitFor();
    },
  },
  {
    name: 'the fundraiser sign-up',
    viewer: 'visitor',
    show: async (page) => {
      await page.goto('/fundraiser/campaigns');
      await page.getByRole('combobox', { name: 'Campaign' }).fill(typed(application.campaign_name));
      await page.getByRole('option', { name: startOf(application.campaign_name) }).click();
      await page.getByLabel('Campaign Passcode').fill(seeded.passcode);
      await page.getByRole('button', { name: 'Continue to Sign Up' }).click();
      await page.getByRole('heading', { level: 1, name: 'Join the Campaign' }).waitFor();
      await page.getByText(startOf(application.campaign_name)).first().waitFor();
    },
  },
  {
    name: "the member's dashboard",
    viewer: 'member',
    show: async (page) => {
      await page.goto('/fundraiser/dashboard');
      await page.getByText(startOf(application.description)).waitFor();
      await page.getByText(startOf(seeded.memberCode)).first().waitFor();
    },
  },
  {
    name: "the member's leaderboard",
    viewer: 'member',
    show: async (page) => {
      await page.goto('/fundraiser/leaderboard');
      await page.getByRole('main').getByText(startOf(member.first_name)).waitFor();
    },
  },
  {
    name: "the member's Start Here",
    viewer: 'member',
    show: async (page) => {
      await page.goto('/fundraiser/start-here');
      await page.getByText('Your Mission').waitFor();
    },
  },
  {
    name: "the member's templates",
    viewer: 'member',
    show: async (page) => {
      await page.goto('/fundraiser/templates');
      await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
      const show = page.getByRole('tabpanel').getByRole('button', { name: 'Show Message' });
      await show.first().waitFor();
      while ((await show.count()) > 0) await show.first().click();
    },
  },
  {
    name: "the student's Home leaderboard",
    viewer: 'student',
    show: async (page) => {
      await page.goto('/');
      await page.getByRole('tab', { name: 'Leaderboard' }).click();
      await page.getByRole('list', { name: 'Student Leaderboard' }).getByText(startOf(student.first_name)).waitFor();
    },
  },
  {
    name: "the student's code and assets",
    viewer: 'student',
    show: async (page) => {
      await page.goto('/code-assets');
      await page.getByText(startOf(seeded.studentCode)).first().waitFor();
      await page.getByText(startOf(asset.description)).first().waitFor();
    },
  },
  {
    name: "the student's account",
    viewer: 'student',
    show: async (page) => {
      await page.goto('/account');
      await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      await page.getByText(startOf(seeded.studentCode)).first().waitFor();
    },
  },
  ...(['student', 'member'] as const).map((who): Screen => ({
    name: `the admin's ambassadors with the ${who}'s details`,
    viewer: 'admin',
    show: async (page) => {
      const person = who === 'student' ? student : member;
      await page.goto(`/admin/ambassadors?type=${who === 'student' ? 'student' : 'fundraiser'}`);
      await page
        .getByRole('button', { name: `View ${person.first_name}` })
        .first()
        .click();
      await page.getByRole('dialog').getByText(startOf(person.email)).first().waitFor();
    },
  })),
  {
    name: "the admin's campaign cards",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/campaigns');
      await page.getByLabel('Search campaigns').fill(typed(application.campaign_name));
      await page.getByText(startOf(application.organization_name)).first().waitFor();
    },
  },
  {
    name: "the admin's campaign details",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/campaigns');
      await page.getByLabel('Search campaigns').fill(typed(application.campaign_name));
      await page.getByRole('button', { name: `Details ${application.campaign_name}` }).click();
      await page.getByRole('dialog').getByText(startOf(member.first_name)).first().waitFor();
    },
  },
  {
    name: "the admin's campaign passcodes",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/campaigns');
      await page.getByLabel('Search campaigns').fill(typed(application.campaign_name));
      await page.getByRole('button', { name: `More actions for ${application.campaign_name}` }).click();
      await page.getByRole('menuitem', { name: 'Passcodes' }).click();
      await page.getByRole('dialog', { name: 'Manage Passcodes' }).getByRole('list', { name: 'Passcodes' }).waitFor();
    },
  },
  {
    name: "the admin's campaign table",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/campaigns');
      await page.getByRole('tab', { name: 'Table View' }).click();
      await page.getByLabel('Search campaigns').fill(typed(application.campaign_name));
      await page.getByRole('tabpanel').getByText(startOf(application.organization_name)).first().waitFor();
    },
  },
  {
    name: "the admin's campaign applications",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/campaigns');
      await page.getByRole('tab', { name: /^Applications/ }).click();
      await page.getByRole('tabpanel').getByText(startOf(application.organization_name)).first().waitFor();
    },
  },
  {
    name: "the admin's fundraising performance",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/performance');
      await page.getByText(startOf(member.first_name)).first().waitFor();
      await page.getByText(startOf(application.campaign_name)).first().waitFor();
    },
  },
  {
    name: "the admin's orders",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/codes-orders');
      // A table at 1280 px, a card per order at 375 px: the list is named Orders either way.
      await page.getByLabel('Orders', { exact: true }).first().getByText(startOf(seeded.memberCode)).first().waitFor();
    },
  },
  {
    name: "the admin's payouts",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/codes-orders');
      await page.getByRole('tab', { name: 'Payouts' }).click();
      await page.getByRole('tabpanel').getByText(startOf(student.first_name)).first().waitFor();
    },
  },
  {
    name: "the admin's assets",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/assets');
      await page.getByText(startOf(asset.name)).first().waitFor();
    },
  },
  {
    name: "the admin's ambassador performance report",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/reports');
      await page.getByRole('tab', { name: 'Ambassador Performance' }).click();
      await page.getByRole('tabpanel').getByText(startOf(student.first_name)).first().waitFor();
    },
  },
  {
    name: "the admin's code sync records",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/shopify-sync');
      await page.getByText(startOf(seeded.memberCode)).first().waitFor();
    },
  },
  {
    name: "the admin's messaging, picking the student",
    viewer: 'admin',
    show: async (page) => {
      await page.goto('/admin/messaging');
      await page.getByRole('radio', { name: 'Individual message' }).check();
      await page.getByRole('combobox', { name: 'Ambassador', disabled: false }).fill(typed(student.first_name));
      await page.getByRole('option', { name: startOf(student.first_name) }).waitFor();
    },
  },
];

beforeAll(async () => {
  browser = await launchBrowser();
  await seed();
}, 120_000);

afterAll(async () => {
  await browser.close();
});

describe('long content never breaks a layout', () => {
  it.each(screens)('$name, at 375 and 1280 px', async ({ viewer, show }) => {
    expect(await problemsOf(viewer, show)).toEqual(none);
  });
});
