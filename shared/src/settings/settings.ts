import * as z from 'zod';
import { CUSTOMER_DISCOUNT_PERCENT, DEFAULT_COMMISSION_RATE_PERCENT, PROGRAM_INITIALS, PROGRAM_NAME } from '../platform/constants';
import { formatDollars } from '../platform/money';
import { AMBASSADOR_ROLES, type AmbassadorRole } from '../platform/roles';
import { MAX_LENGTH, requiredText, tooLong } from '../platform/text';

/**
 * The Notifications tab of Settings (spec part 2, sections 3 and 9), with the Settings form's own names.
 * One setting for the whole programme: it applies to every admin. emailNotifications is the master
 * switch of the admin e-mails; weeklyReports is kept for the weekly report.
 */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }),
  newSignupNotifications: z.boolean({ error: 'newSignupNotifications must be true or false' }),
  submissionNotifications: z.boolean({ error: 'submissionNotifications must be true or false' }),
  weeklyReports: z.boolean({ error: 'weeklyReports must be true or false' }),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Every notification toggle is on until an admin turns it off (spec part 2, section 9). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  newSignupNotifications: true,
  submissionNotifications: true,
  weeklyReports: true,
};

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_MONEY_SETTING, `${label} must be ${MAX_MONEY_SETTING} or less`);

const MAX_MONEY_SETTING = 100_000;

/**
 * The General tab (spec part 2, section 3 "Settings form"). The form's one autoApproveApplications is two
 * switches, one for each kind of newcomer: a student who signs up (approved as an admin approves an
 * ambassador) and an organization that applies for a campaign (approved as an admin approves an
 * application: its campaign goes live with a first passcode). The form's requirePhoneVerification is
 * gone: sign-up collects no phone number, and verifying one needs SMS the programme cannot send.
 */
export const generalSettingsSchema = z.object({
  programName: requiredText('Program name is required', 'Program name', MAX_LENGTH.shortText),
  programDescription: z.string().trim().max(MAX_LENGTH.longText, tooLong('Program description', MAX_LENGTH.longText)),
  autoApproveStudentSignUps: flag('autoApproveStudentSignUps'),
  autoApproveOrganizationApplications: flag('autoApproveOrganizationApplications'),
});

export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** A store product id as Shopify gives it (a positive integer of at most 20 digits; the GraphQL gid's last part). */
const STORE_PRODUCT_ID = /^[1-9]\d{0,19}$/;

export const MAX_SHIRT_PRODUCT_IDS = 100;

export const MAX_SHIRT_SKU_PREFIX = 40;

/** The longest commission hold a Payments tab accepts, in days: a year. */
export const MAX_COMMISSION_HOLD_DAYS = 365;

/** The hold until an admin sets one (and for settings saved before it existed): a common 30-day return window. */
export const DEFAULT_COMMISSION_HOLD_DAYS = 30;

export const COMMISSION_HOLD_DAYS_MESSAGE = `Commission hold must be a whole number of days from 0 to ${MAX_COMMISSION_HOLD_DAYS}`;

/**
 * How a payout reaches a member (issue 46): store credit, a Shopify gift card the product issues, or cash,
 * paid elsewhere and recorded here. Another method (a cash rail) is added here with its label, and then
 * wherever payouts are made.
 */
export const PAYOUT_METHODS = ['gift_card', 'cash'] as const;

export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  gift_card: 'Store credit (gift card)',
  cash: 'Cash',
};

/** How a member under 18 is paid: store credit, or cash paid to their guardian, never to the member. */
export const MINOR_PAYOUT_METHODS = ['gift_card', 'guardian_cash'] as const;

export type MinorPayoutMethod = (typeof MINOR_PAYOUT_METHODS)[number];

export const MINOR_PAYOUT_METHOD_LABELS: Record<MinorPayoutMethod, string> = {
  gift_card: 'Store credit (gift card)',
  guardian_cash: 'Cash, paid to their guardian',
};

/** The payout method each choice for members under 18 is paid with: it must be allowed. */
export const MINOR_PAYOUT_METHOD_PAID_AS: Record<MinorPayoutMethod, PayoutMethod> = {
  gift_card: 'gift_card',
  guardian_cash: 'cash',
};

/** Who each default payout method is for, as the Payments tab and its messages name them. */
export const PAYOUT_ROLE_LABELS: Record<AmbassadorRole, string> = {
  student: 'Student Ambassadors',
  fundraising_ambassador: 'Fundraising Ambassadors',
};

export const MAX_STORE_CREDIT_BONUS_PERCENT = 100;

export const STORE_CREDIT_BONUS_MESSAGE = `Store credit bonus must be a number from 0 to ${MAX_STORE_CREDIT_BONUS_PERCENT}, with at most one decimal`;

export const MIN_GIFT_CARD_EXPIRY_DAYS = 1;

/** Ten years, the longest expiry the Payments tab accepts. */
export const MAX_GIFT_CARD_EXPIRY_DAYS = 3650;

export const GIFT_CARD_EXPIRY_DAYS_MESSAGE = `Gift card expiry must be a whole number of days from ${MIN_GIFT_CARD_EXPIRY_DAYS} to ${MAX_GIFT_CARD_EXPIRY_DAYS}, or empty for no expiry`;

const payoutMethodsText = PAYOUT_METHODS.map((method) => PAYOUT_METHOD_LABELS[method]).join(' or ');

const payoutMethod = (message: string) => z.enum(PAYOUT_METHODS, { error: message });

/** The methods allowed, each once and in PAYOUT_METHODS' order whatever order they were sent in. */
const payoutMethodsSchema = z
  .array(payoutMethod(`Payout methods are ${payoutMethodsText}`), { error: 'Payout methods must be a list' })
  .min(1, 'Allow at least one payout method')
  .max(PAYOUT_METHODS.length, `At most ${PAYOUT_METHODS.length} payout methods`)
  .transform((methods) => PAYOUT_METHODS.filter((method) => methods.includes(method)));

const defaultPayoutMethodSchema = z.object(
  Object.fromEntries(
    AMBASSADOR_ROLES.map((role) => [role, payoutMethod(`Choose the default payout method for ${PAYOUT_ROLE_LABELS[role]}`)]),
  ) as Record<AmbassadorRole, ReturnType<typeof payoutMethod>>,
  { error: 'Default payout methods must name one method per role' },
);

/**
 * The Payments tab: the commission rate (percent) and minimum order (dollars) decide the commission of
 * each new paid order; the payout threshold (dollars) flags who is due a payout. The spec sets no bounds;
 * these keep the numbers meaningful.
 * Which order lines are shirts (they move the organization's $5 and the climate $1 each): every line
 * that is not a gift card and needs shipping, narrowed, when either is set, to the lines whose SKU
 * begins with `shirtSkuPrefix` or whose product is one of `shirtProductIds`.
 * How members are paid (issue 46): the methods allowed, each role's default, the way for members under 18,
 * a bonus for store credit and the gift cards' expiry. A tab saved before these existed reads their defaults.
 */
export const paymentSettingsFieldsSchema = z.object({
  commissionRate: z
    .number({ error: 'Commission rate must be a number' })
    .min(0, 'Commission rate cannot be negative')
    .max(100, 'Commission rate must be 100 or less'),
  minOrderAmount: money('Minimum order'),
  payoutThreshold: money('Payout threshold'),
  /** Days after an order's date before its commission is payable: the store's return window, so a refund inside it is never clawed back. */
  commissionHoldDays: z
    .number({ error: COMMISSION_HOLD_DAYS_MESSAGE })
    .int(COMMISSION_HOLD_DAYS_MESSAGE)
    .min(0, COMMISSION_HOLD_DAYS_MESSAGE)
    .max(MAX_COMMISSION_HOLD_DAYS, COMMISSION_HOLD_DAYS_MESSAGE),
  shirtSkuPrefix: z
    .string({ error: 'Shirt SKU prefix must be text' })
    .trim()
    .max(MAX_SHIRT_SKU_PREFIX, tooLong('Shirt SKU prefix', MAX_SHIRT_SKU_PREFIX)),
  shirtProductIds: z
    .array(
      z
        .string({ error: 'Each shirt product ID must be text' })
        .trim()
        .max(20, 'Shirt product IDs are whole numbers')
        .regex(STORE_PRODUCT_ID, 'Shirt product IDs are whole numbers'),
      {
        error: 'Shirt product IDs must be a list',
      },
    )
    .max(MAX_SHIRT_PRODUCT_IDS, `At most ${MAX_SHIRT_PRODUCT_IDS} shirt product IDs`)
    .transform((ids) => [...new Set(ids)]),
  payoutMethods: payoutMethodsSchema,
  /** The method a member of each role is paid with until they choose another among those allowed. */
  defaultPayoutMethod: defaultPayoutMethodSchema,
  /** How a member under 18 is paid, whatever their role's default: the usual cash rails exclude minors. */
  minorPayoutMethod: z.enum(MINOR_PAYOUT_METHODS, { error: 'Choose how members under 18 are paid' }),
  /** Added to a payout taken in store credit rather than cash, in percent (10: $50 owed is a $55 gift card). */
  storeCreditBonusPercent: z
    .number({ error: STORE_CREDIT_BONUS_MESSAGE })
    .min(0, STORE_CREDIT_BONUS_MESSAGE)
    .max(MAX_STORE_CREDIT_BONUS_PERCENT, STORE_CREDIT_BONUS_MESSAGE)
    .multipleOf(0.1, STORE_CREDIT_BONUS_MESSAGE),
  /** Days from a gift card's issue to its expiry; null: it never expires. */
  giftCardExpiryDays: z
    .number({ error: GIFT_CARD_EXPIRY_DAYS_MESSAGE })
    .int(GIFT_CARD_EXPIRY_DAYS_MESSAGE)
    .min(MIN_GIFT_CARD_EXPIRY_DAYS, GIFT_CARD_EXPIRY_DAYS_MESSAGE)
    .max(MAX_GIFT_CARD_EXPIRY_DAYS, GIFT_CARD_EXPIRY_DAYS_MESSAGE)
    .nullable(),
});

const PAYOUT_RULE_FIELDS: readonly PropertyKey[] = ['payoutMethods', 'defaultPayoutMethod', 'minorPayoutMethod'];

/**
 * The Payments tab with the rules between its payout fields: each role's default and the way members under
 * 18 are paid must be allowed methods, checked as soon as those fields are valid, whatever else the tab
 * still gets wrong. (A schema with rules cannot be picked from or made partial: those use
 * paymentSettingsFieldsSchema, each field's own rules.)
 */
export const paymentSettingsSchema = paymentSettingsFieldsSchema.superRefine(
  (settings, context) => {
    const allowed = (method: PayoutMethod) => settings.payoutMethods.includes(method);
    for (const role of AMBASSADOR_ROLES) {
      if (allowed(settings.defaultPayoutMethod[role])) continue;
      context.addIssue({
        code: 'custom',
        path: ['defaultPayoutMethod', role],
        message: `The default payout method for ${PAYOUT_ROLE_LABELS[role]} must be one of the allowed methods`,
      });
    }
    const paidAs = MINOR_PAYOUT_METHOD_PAID_AS[settings.minorPayoutMethod];
    if (!allowed(paidAs)) {
      context.addIssue({
        code: 'custom',
        path: ['minorPayoutMethod'],
        message: `Paying members under 18 this way needs ${PAYOUT_METHOD_LABELS[paidAs]} among the allowed methods`,
      });
    }
  },
  { when: ({ issues }) => !issues.some(({ path = [] }) => path.length === 0 || PAYOUT_RULE_FIELDS.includes(path[0]!)) },
);

export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** What an ambassador is told of the Payments tab: the commission rate and the minimum order it applies from. */
export const commissionTermsSchema = paymentSettingsFieldsSchema.pick({ commissionRate: true, minOrderAmount: true });

export type CommissionTerms = z.infer<typeof commissionTermsSchema>;

/** The commission rule as an ambassador reads it on their earnings: "You earn 10% on orders of $20.00 or more". */
export function commissionRuleText({ commissionRate, minOrderAmount }: CommissionTerms): string {
  return minOrderAmount > 0
    ? `You earn ${commissionRate}% on orders of ${formatDollars(minOrderAmount)} or more`
    : `You earn ${commissionRate}% on every order`;
}

/** The Branding tab: the initials of the logo every shell shows beside the program name. */
export const brandingSettingsSchema = z.object({
  logoInitials: z
    .string({ error: 'Logo initials are required' })
    .trim()
    .min(1, 'Logo initials are required')
    .max(3, 'Logo initials must be 3 characters or less')
    .regex(/^[\p{L}\p{N}]+$/u, 'Logo initials are letters or numbers')
    .transform((value) => value.toUpperCase()),
});

export type BrandingSettings = z.infer<typeof brandingSettingsSchema>;

/**
 * The logo an admin uploads on the Branding tab: a PNG, JPEG or WebP of at most 1 MB, checked when the
 * upload is requested, by S3 on the presigned upload (its type and length are signed), and again on the
 * stored object when it is saved. No SVG: files under public/ are served from the site's own domain,
 * where a script inside one would run; no GIF: a logo does not move.
 */
export const LOGO_FILE_RULES = {
  formats: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
  maxBytes: 1024 * 1024,
  typeMessage: 'Please choose a PNG, JPEG or WebP image',
  sizeMessage: 'The logo can be at most 1 MB',
} as const;

export type LogoContentType = keyof typeof LOGO_FILE_RULES.formats;

/** Where logos live in the assets bucket, publicly readable. */
export const LOGO_FILE_PREFIX = 'public/branding/';

export const LOGO_FILE_MISSING_MESSAGE = 'Please upload a logo';

/** The extension a logo of this content type is stored with, or undefined when a logo cannot be of that type. */
export const logoFileExtension = (contentType: string): string | undefined =>
  Object.hasOwn(LOGO_FILE_RULES.formats, contentType) ? LOGO_FILE_RULES.formats[contentType as LogoContentType] : undefined;

/** Why a file of this type and size cannot be the logo, or undefined when it can. */
export function logoFileProblem(file: { contentType: string; size: number }): string | undefined {
  if (logoFileExtension(file.contentType) === undefined) return LOGO_FILE_RULES.typeMessage;
  if (file.size > LOGO_FILE_RULES.maxBytes) return LOGO_FILE_RULES.sizeMessage;
  return undefined;
}

/** The file picker's `accept` for a logo: its content types and their extensions. */
export const LOGO_FILE_ACCEPT = Object.entries(LOGO_FILE_RULES.formats)
  .flatMap(([contentType, extension]) => [contentType, `.${extension}`, ...(extension === 'jpg' ? ['.jpeg'] : [])])
  .join(',');

/** A logo upload: the type and size decide, before any byte is sent. */
export const logoUploadRequestSchema = z.object({
  file_name: z
    .string({ error: 'Please choose a file' })
    .trim()
    .min(1, 'Please choose a file')
    .max(MAX_LENGTH.shortText, tooLong('File name', MAX_LENGTH.shortText)),
  content_type: z
    .string({ error: LOGO_FILE_RULES.typeMessage })
    .max(MAX_LENGTH.shortText, LOGO_FILE_RULES.typeMessage)
    .refine((type) => logoFileExtension(type) !== undefined, LOGO_FILE_RULES.typeMessage),
  size: z
    .number({ error: 'File size is required' })
    .int('File size is a whole number of bytes')
    .positive('The file is empty')
    .max(LOGO_FILE_RULES.maxBytes, LOGO_FILE_RULES.sizeMessage),
});

/** Saving the uploaded logo: the key its upload ticket named. */
export const saveLogoSchema = z.object({
  file_key: z
    .string({ error: LOGO_FILE_MISSING_MESSAGE })
    .trim()
    .min(1, LOGO_FILE_MISSING_MESSAGE)
    .max(MAX_LENGTH.id * 2, LOGO_FILE_MISSING_MESSAGE),
});

/** The Branding tab as the screen shows it: the initials, and the uploaded logo's public address (null: none, the initials stand in). */
export const brandingTabSchema = brandingSettingsSchema.extend({ logoUrl: z.string().nullable() });

export type BrandingTab = z.infer<typeof brandingTabSchema>;

/**
 * What every shell shows: the program name, its logo (an absolute address, or null for the initials), the
 * logo initials, and the description the sign-in and sign-up pages give (public).
 */
export const brandingSchema = z.object({
  programName: z.string(),
  programDescription: z.string(),
  logoInitials: z.string(),
  logoUrl: z.string().nullable(),
});

export type Branding = z.infer<typeof brandingSchema>;

/** Settings as they stand until an admin saves them (spec part 2, section 9). */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  programName: PROGRAM_NAME,
  programDescription: '',
  autoApproveStudentSignUps: false,
  autoApproveOrganizationApplications: false,
};

/**
 * The tee's price at the store, in dollars (the store stand-in sells it at this price too). The app is told
 * no product prices, so this is what it knows of the most common sale: one shirt with a personal code.
 */
export const SHIRT_PRICE = 25;

/** One shirt bought with a personal code (the default customer discount off the tee): the typical order, $22.50. */
export const ONE_DISCOUNTED_SHIRT = (SHIRT_PRICE * (100 - CUSTOMER_DISCOUNT_PERCENT)) / 100;

/**
 * What the Payments tab warns while the minimum order is above one discounted shirt (issue 45: the spec's $25
 * minimum gave the typical one-shirt order no commission); undefined when one shirt reaches it.
 */
export function minimumOrderWarning(minOrderAmount: number): string | undefined {
  if (!Number.isFinite(minOrderAmount) || minOrderAmount <= ONE_DISCOUNTED_SHIRT) return undefined;
  return `One shirt bought with a code costs ${formatDollars(ONE_DISCOUNTED_SHIRT)}, below this minimum: orders of one shirt will earn no commission.`;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  commissionRate: DEFAULT_COMMISSION_RATE_PERCENT,
  // Not the spec's 25: at or below one discounted shirt, so the most common order earns commission.
  minOrderAmount: 20,
  payoutThreshold: 50,
  commissionHoldDays: DEFAULT_COMMISSION_HOLD_DAYS,
  shirtSkuPrefix: '',
  shirtProductIds: [],
  payoutMethods: [...PAYOUT_METHODS],
  defaultPayoutMethod: { student: 'gift_card', fundraising_ambassador: 'gift_card' },
  minorPayoutMethod: 'gift_card',
  storeCreditBonusPercent: 0,
  giftCardExpiryDays: null,
};

export const DEFAULT_BRANDING_SETTINGS: BrandingSettings = { logoInitials: PROGRAM_INITIALS };

/** Bounds of Settings > Privacy's retention period, in days. */
export const RETENTION_DAYS_MIN = 30;
export const RETENTION_DAYS_MAX = 3650;
export const retentionDaysMessage = `Retention must be a whole number of days from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}`;
/** How long before the erasure an inactive member (and their guardian) is warned. */
export const RETENTION_WARNING_DAYS = 14;

/**
 * Settings > Privacy (issue 44): a member's personal data is erased this many days after the later of their
 * last sign-in and, for a fundraiser, their campaign's end; they are e-mailed `RETENTION_WARNING_DAYS` before.
 */
export const privacySettingsSchema = z.object({
  retentionDays: z
    .number({ error: retentionDaysMessage })
    .int(retentionDaysMessage)
    .min(RETENTION_DAYS_MIN, retentionDaysMessage)
    .max(RETENTION_DAYS_MAX, retentionDaysMessage),
});

export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { retentionDays: 365 };

/** Every tab of the Settings screen. */
export const allSettingsSchema = z.object({
  general: generalSettingsSchema,
  notifications: notificationSettingsSchema,
  payments: paymentSettingsSchema,
  branding: brandingTabSchema,
  privacy: privacySettingsSchema,
});

export type AllSettings = z.infer<typeof allSettingsSchema>;
