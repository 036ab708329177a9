import * as z from 'zod';
import * as contracts from './index';
import { routeKeyOf, type PageContract, type RouteContract } from './contract';

/**
 * The privacy check of issue 44: what anyone, signed in or not, receives from the product. Every public route's
 * response is walked field by field and held to the allow-list below, so a field can reach the public only by
 * being written here, and a new public route or page fails until it has an entry of its own. No field that
 * could carry a person's last name, id, e-mail, phone or dollars may be on the list, save the few named with
 * why (a campaign's own id and goal); a route that answers a visitor with what they themselves just sent
 * (their sign-up, their application) says so, and is held to its list alone; a route that shows a member's own
 * figures to the one person entitled to them (a guardian, through their link) says so, and may list amounts,
 * but still no last name, id, e-mail or phone; and a route that gives a member's own data, whole, to the one
 * person who may act for them (a guardian's Download my data) says so, and is held to exactly what the member
 * downloads themselves.
 */

interface Plain {
  fields: readonly string[];
  answersTheSender?: undefined;
  showsAmountsTo?: undefined;
  givesTheMembersDataTo?: undefined;
}

type Entry =
  | Plain
  | (Omit<Plain, 'answersTheSender'> & { /** Why the answer is the sender's own data. */ answersTheSender: string })
  | (Omit<Plain, 'showsAmountsTo'> & { /** Whom the amounts are shown to, and why they may see them. */ showsAmountsTo: string })
  | (Omit<Plain, 'givesTheMembersDataTo'> & {
      /**
       * Whom a member's own data is given to, and why they may have it: the answer carries the member's last
       * name, ids and e-mail by design, so it is held to the member's own export (GET /api/me/export) field for field.
       */
      givesTheMembersDataTo: string;
    });

const within = (prefix: string, fields: readonly string[]) => fields.map((field) => `${prefix}.${field}`);

const PUBLIC_CAMPAIGN = [
  'id',
  'school_name',
  'campaign_name',
  'campaign_slug',
  'description',
  'target_amount',
  'start_date',
  'end_date',
  'status',
];
/** A profile, as its own sign-up answers it. */
const PROFILE = [
  'id',
  'user_id',
  'first_name',
  'last_name',
  'email',
  'school',
  'role',
  'created_at',
  'campaign_id',
  'personal_code',
  'shop_link',
  'social_handles.handles',
  'fundraising_goal',
  'adult_from',
  ...within('guardian', ['email', 'status', 'sent_at', 'acknowledged_at', 'withdrawn_at']),
];
/** A campaign application, as it answers the organization that sent it. */
const APPLICATION = [
  'id',
  'organization_name',
  'organization_acronym',
  'campaign_name',
  'campaign_slug',
  'description',
  'target_amount',
  'start_date',
  'contact_email',
  'contact_phone',
  'active_members',
  'status',
  'created_at',
];
/** A member's earnings, as they see them. */
const EARNINGS = ['total_earnings', 'paid_earnings', 'unpaid_earnings', 'pending_earnings', 'payable_earnings', 'commission_hold_days'];
/** The guardian's page: the member by first name, the programme, the acknowledgement, and the member's own figures. */
const GUARDIAN_PAGE = [
  'member_first_name',
  'member_role',
  'program_name',
  'program_description',
  'status',
  'acknowledged_at',
  'withdrawn_at',
  ...within('earnings', EARNINGS),
  'payment_terms.commission_rate_percent',
  'payment_terms.payout_threshold',
  'link_expires_at',
];
const GUARDIAN =
  "the parent or guardian of a member under 18, who holds the unguessable link they were e-mailed: their child's earnings, as the child sees them";
/** Download my data: the member's profile, submissions, messages, credited orders, earnings and payouts (the member's own route, GET /api/me/export). */
const MEMBER_DATA = [
  'exported_at',
  ...within('profile', PROFILE),
  ...within('submissions[]', [
    'id',
    'objective_id',
    'objective_number',
    'objective_title',
    'status',
    'notes',
    'alt_text',
    'admin_feedback',
    'file_url',
    'created_at',
    'updated_at',
    ...within('submission_data', ['description', 'file_key', 'file_name', 'url']),
  ]),
  ...within('messages[]', [
    'id',
    'from_user_id',
    'to_user_id',
    'subject',
    'content',
    'is_broadcast',
    'broadcast_segment',
    'read_at',
    'created_at',
  ]),
  ...within('credited_orders[]', [
    'id',
    'order_reference',
    'order_date',
    'created_at',
    'status',
    'campaign_id',
    'student_user_id',
    'discount_code',
    'gross_amount',
    'order_amount',
    'commission_amount',
    ...within('shopify_line_items[]', [
      'id',
      'product_id',
      'sku',
      'title',
      'price',
      'quantity',
      'refunded_quantity',
      'gift_card',
      'requires_shipping',
    ]),
  ]),
  ...within('payouts', [
    ...EARNINGS,
    // Every payout made to them (issue 46), and how they are paid: no card's code, no one else's name.
    ...within('payouts[]', ['id', 'amount', 'bonus', 'method', 'method_label', 'paid_on', 'state', 'voided']),
    ...within('payout_method', ['method', 'chosen', ...within('choices[]', ['method', 'label', 'bonus_percent'])]),
  ]),
];
const GUARDIAN_FOR_THE_MEMBER =
  "the parent or guardian of a member under 18, who holds the unguessable link they were e-mailed and may exercise their child's data rights for them: the child's data, as the child downloads it";

const PUBLIC_ROUTES: Record<string, Entry> = {
  'GET /api/health': { fields: ['status', 'engines.*'] },
  'GET /api/branding': {
    fields: ['logoInitials', 'logoUrl', 'programDescription', 'programName'],
  },
  'GET /api/campaigns': { fields: within('campaigns[]', PUBLIC_CAMPAIGN) },
  'GET /api/campaigns/{campaign_id}': { fields: PUBLIC_CAMPAIGN },
  'POST /api/campaigns/verify-passcode': { fields: ['valid', ...within('campaign', PUBLIC_CAMPAIGN)] },
  'GET /api/leaderboards/campaign-pages/{slug}': {
    fields: [
      // The campaign's own code, which its Buy button carries (issue 45): the organization's, nobody's personal one.
      ...within('campaign', [...PUBLIC_CAMPAIGN, 'search_listed', 'campaign_code']),
      'stats.total_units_sold',
      'stats.total_donated_to_org',
      'stats.total_donated_to_environment',
      'shirt_image.url',
      'shirt_image.alt',
      // Each member by their public name, with their shirts and badges and the code a visitor buys through.
      ...within('leaderboard[]', ['rank', 'student_name', 'units_sold', 'badges[]', 'personal_code', 'shop_link']),
    ],
  },
  'POST /api/webhooks/shopify': { fields: ['received', 'handled'] },
  'POST /api/auth/confirm-sign-up': { fields: ['confirmed'] },
  'POST /api/auth/student-sign-up': {
    answersTheSender: 'the account just created, to the person who created it: what they typed, and their new ids',
    fields: ['confirmation_required', ...within('profile', PROFILE)],
  },
  'POST /api/auth/fundraiser-sign-up': {
    answersTheSender: 'the account just created, to the person who created it: what they typed, and their new ids',
    fields: ['confirmation_required', ...within('profile', PROFILE)],
  },
  'POST /api/campaign-applications': {
    answersTheSender: 'the application just sent, to the organization that sent it',
    fields: APPLICATION,
  },
  'GET /api/guardian/{token}': { showsAmountsTo: GUARDIAN, fields: GUARDIAN_PAGE },
  'POST /api/guardian/{token}/acknowledge': { showsAmountsTo: GUARDIAN, fields: GUARDIAN_PAGE },
  'POST /api/guardian/{token}/withdraw': { showsAmountsTo: GUARDIAN, fields: GUARDIAN_PAGE },
  'GET /api/guardian/{token}/export': { givesTheMembersDataTo: GUARDIAN_FOR_THE_MEMBER, fields: MEMBER_DATA },
  'DELETE /api/guardian/{token}': { fields: ['message'] },
};

/** Pages: HTML for anyone, made from a public route's answer (the campaign page, its share card) or from nothing personal. */
const PUBLIC_PAGES: Record<string, { renders: string }> = {
  'GET /campaign/{slug}': { renders: 'GET /api/leaderboards/campaign-pages/{slug}' },
  'GET /campaign/{slug}/share-card.png': { renders: 'GET /api/leaderboards/campaign-pages/{slug}' },
  'GET /auth': { renders: 'GET /api/branding' },
  'GET /r/{code}': { renders: 'a redirect to the store; nothing personal' },
  'GET /shop': { renders: "a redirect to the storefront's home; nothing at all" },
};

/** A field whose name says it may carry who a person is: their last name, id, e-mail or phone (its last part: `leaderboard[].last_name` → `last_name`). */
const IDENTIFYING = /(last_?name|surname|full_?name|e_?mail|phone|(^|_)ids?$)/;
/** A field whose name says it may carry a person's dollars. */
const AMOUNT = /(sales|amount|cents|commission|earning|payout|balance|revenue)/;
const lastPart = (field: string) => field.replace(/\[\]/g, '').split('.').pop()!;
const isIdentifying = (field: string) => IDENTIFYING.test(lastPart(field));
const isPersonal = (field: string) => isIdentifying(field) || AMOUNT.test(lastPart(field));

/** Public fields whose name matches PERSONAL but which belong to a campaign, not a person. */
const NOT_A_PERSON: Record<string, string> = {
  'campaign.id': "a campaign's id",
  'campaigns[].id': "a campaign's id",
  id: "a campaign's id (GET /api/campaigns/{campaign_id})",
  'campaign.target_amount': "the campaign's goal",
  'campaigns[].target_amount': "the campaign's goal",
  target_amount: "the campaign's goal (GET /api/campaigns/{campaign_id})",
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Every leaf field a JSON schema describes, as paths: `leaderboard[].student_name`, `engines.*` for a record's values. */
function fieldsOf(schema: JsonSchema, path = ''): string[] {
  // A nullable field is its other variant: null adds no field.
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].filter((variant) => variant.type !== 'null');
  if (variants.length > 0) return [...new Set(variants.flatMap((variant) => fieldsOf(variant, path)))];
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) => fieldsOf(property, path ? `${path}.${name}` : name));
  }
  if (typeof schema.additionalProperties === 'object') return fieldsOf(schema.additionalProperties, `${path}.*`);
  if (schema.items) return fieldsOf(schema.items, `${path}[]`);
  return path ? [path] : [];
}

const responseFields = (contract: RouteContract) =>
  fieldsOf(z.toJSONSchema(contract.response, { io: 'output', unrepresentable: 'any' }) as JsonSchema).sort();

const isContract = (value: unknown): value is RouteContract | PageContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

const everything = Object.values(contracts as Record<string, unknown>)
  .flatMap((namespace) => (typeof namespace === 'object' && namespace !== null ? Object.values(namespace) : []))
  .filter(isContract);
const publicRoutes = everything.filter((contract): contract is RouteContract => contract.access === 'public' && 'response' in contract);
const publicPages = everything.filter((contract) => contract.access === 'public' && !('response' in contract));

describe('what the public receives (issue 44)', () => {
  it('has an entry for every public route and page, and none for a route that is gone', () => {
    expect(publicRoutes.map(routeKeyOf).sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
    expect(publicPages.map(routeKeyOf).sort()).toEqual(Object.keys(PUBLIC_PAGES).sort());
  });

  it.each(publicRoutes.map((contract) => [routeKeyOf(contract), contract] as const))(
    '%s answers exactly its listed fields',
    (key, contract) => {
      expect(responseFields(contract)).toEqual([...(PUBLIC_ROUTES[key]?.fields ?? [])].sort());
    },
  );

  it.each(
    Object.entries(PUBLIC_ROUTES).filter(([, entry]) => !entry.answersTheSender && !entry.showsAmountsTo && !entry.givesTheMembersDataTo),
  )('%s lists no field that could carry a last name, an id, an e-mail or a per-person amount', (_key, entry) => {
    expect(entry.fields.filter((field) => isPersonal(field) && !(field in NOT_A_PERSON))).toEqual([]);
  });

  it.each(Object.entries(PUBLIC_ROUTES).filter(([, entry]) => entry.showsAmountsTo))(
    '%s shows amounts to the one entitled to them, and no field that could carry a last name, an id or an e-mail',
    (_key, entry) => {
      expect(entry.fields.filter((field) => isIdentifying(field) && !(field in NOT_A_PERSON))).toEqual([]);
    },
  );

  it.each(Object.entries(PUBLIC_ROUTES).filter(([, entry]) => entry.givesTheMembersDataTo))(
    "%s gives the member's data exactly as the member's own Download my data does, and nothing more",
    (_key, entry) => {
      expect([...entry.fields].sort()).toEqual(responseFields(contracts.ambassadors.exportMyData));
    },
  );

  it('shows members on the public campaign page by their public name only', () => {
    const page = PUBLIC_ROUTES['GET /api/leaderboards/campaign-pages/{slug}']!.fields.filter((field) => field.startsWith('leaderboard[].'));
    expect(page.filter((field) => /name/.test(field))).toEqual(['leaderboard[].student_name']);
  });

  it('catches what it is for: a last name, an id or dollars on a public answer', () => {
    const leaky = z.object({
      leaderboard: z.array(
        z.object({ first_name: z.string(), last_name: z.string(), member_user_id: z.string(), total_sales: z.number() }),
      ),
    });
    const fields = fieldsOf(z.toJSONSchema(leaky) as JsonSchema);
    expect(fields.filter(isPersonal)).toEqual(['leaderboard[].last_name', 'leaderboard[].member_user_id', 'leaderboard[].total_sales']);
  });
});
