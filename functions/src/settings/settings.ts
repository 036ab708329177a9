import type { EmailBrand } from '#lib/mail';
import {
  brandingSettingsSchema,
  DEFAULT_BRANDING_SETTINGS,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  generalSettingsSchema,
  notificationSettingsSchema,
  paymentSettingsFieldsSchema,
  paymentSettingsSchema,
  privacySettingsSchema,
  type AllSettings,
  type Branding,
  type BrandingSettings,
  type BrandingTab,
  type GeneralSettings,
  type NotificationSettings,
  type PaymentSettings,
  type PrivacySettings,
} from '@app/shared/settings';
import type { StartHereStep } from '@app/shared/start-here';
import * as z from 'zod';
import { logoUrl } from './logo';
import { getSettingValue, putSetting, readSetting, settingUnchanged } from './settings-data';

const SETTING = {
  autoSync: 'shopify_auto_sync',
  startHere: 'start_here_templates',
  notifications: 'notifications',
  general: 'general',
  payments: 'payments',
  branding: 'branding',
  privacy: 'privacy',
} as const;

const autoSyncValue = z.object({ enabled: z.boolean() });

/** Whether a newly assigned personal code is sent to the store at once; on unless an admin turned it off. */
export async function isAutoSyncEnabled(): Promise<boolean> {
  return autoSyncValue.safeParse(await getSettingValue(SETTING.autoSync)).data?.enabled ?? true;
}

export async function setAutoSync(enabled: boolean): Promise<void> {
  await putSetting(SETTING.autoSync, { enabled }, 'Create personal discount codes in the store when an ambassador signs up', {
    enabled: true,
  });
}

/**
 * A tab as saved, over its defaults: a tab never saved (or saved in another shape) is its defaults, and a
 * field no longer on the tab is ignored. `upgrade` reads a value saved in an earlier shape.
 */
function valueOver<S extends z.ZodObject>(
  stored: unknown,
  schema: S,
  defaults: z.output<S>,
  upgrade: (stored: unknown) => unknown = (value) => value,
): z.output<S> {
  return { ...defaults, ...schema.partial().safeParse(upgrade(stored)).data };
}

async function savedOver<S extends z.ZodObject>(
  key: string,
  schema: S,
  defaults: z.output<S>,
  upgrade?: (stored: unknown) => unknown,
): Promise<z.output<S>> {
  return valueOver(await getSettingValue(key), schema, defaults, upgrade);
}

/**
 * The General tab as saved before its auto-approve was split in two: `autoApproveApplications` approved
 * student sign-ups only, so it is the student switch until the tab is saved again (which drops it, as it
 * drops `requirePhoneVerification`).
 */
function upgradeGeneral(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || !('autoApproveApplications' in stored)) return stored;
  const { autoApproveApplications, ...rest } = stored;
  return 'autoApproveStudentSignUps' in rest ? rest : { ...rest, autoApproveStudentSignUps: autoApproveApplications };
}

/**
 * The program name and description and the auto-approve switches. Read at every use, not cached: an
 * e-mail signs with the name saved now, and a newcomer is approved by the switch as it stands.
 */
export const generalSettings = (): Promise<GeneralSettings> =>
  savedOver(SETTING.general, generalSettingsSchema, DEFAULT_GENERAL_SETTINGS, upgradeGeneral);

/** The Payments settings with the revision they were read at, for a caller that keeps them (the order consumer). */
export interface PaymentTerms {
  settings: PaymentSettings;
  revision: string | undefined;
}

/**
 * The Payments tab as saved, over its defaults (field by field: the rules between fields cannot be partial).
 * Its payout methods hold together, each default an allowed method: when the ones saved do not (some
 * saved, the others defaults), it reads the default ones, so what it answers can be saved again.
 */
function paymentsOver(stored: unknown): PaymentSettings {
  const settings = valueOver(stored, paymentSettingsFieldsSchema, DEFAULT_PAYMENT_SETTINGS);
  if (paymentSettingsSchema.safeParse(settings).success) return settings;
  const { payoutMethods, defaultPayoutMethod, minorPayoutMethod } = DEFAULT_PAYMENT_SETTINGS;
  return { ...settings, payoutMethods, defaultPayoutMethod, minorPayoutMethod };
}

export async function paymentTerms(): Promise<PaymentTerms> {
  const { value, revision } = await readSetting(SETTING.payments);
  return { settings: paymentsOver(value), revision };
}

/** The Payments tab as it stands: commission, payout threshold, which lines are shirts and how members are paid. */
export const paymentSettings = async (): Promise<PaymentSettings> => (await paymentTerms()).settings;

/** Fails the transaction of an order folded with `terms` if the Payments settings were saved since they were read. */
export const paymentTermsHeld = (terms: PaymentTerms) => settingUnchanged(SETTING.payments, terms.revision);

export const brandingSettings = (): Promise<BrandingSettings> =>
  savedOver(SETTING.branding, brandingSettingsSchema, DEFAULT_BRANDING_SETTINGS);

/** How long the branding may be kept by the edge and the browser: a minute's staleness after a rebranding is fine. */
export const BRANDING_CACHE = 'public, max-age=60';

/** What every shell shows of the programme (settings.getBranding, and the pages the server renders): its name, description and logo. */
export async function programmeBranding(): Promise<Branding> {
  const [{ programName, programDescription }, { logoInitials }, logo] = await Promise.all([
    generalSettings(),
    brandingSettings(),
    logoUrl(),
  ]);
  return { programName, programDescription, logoInitials, logoUrl: logo };
}

/** The Branding tab: the initials, and the uploaded logo's public address (null: none). */
export async function brandingTab(): Promise<BrandingTab> {
  const [branding, url] = await Promise.all([brandingSettings(), logoUrl()]);
  return { ...branding, logoUrl: url };
}

export async function setGeneralSettings(settings: GeneralSettings): Promise<GeneralSettings> {
  await putSetting(
    SETTING.general,
    settings,
    'Program name and description, auto-approval of student sign-ups and organization applications (Settings, General tab)',
    DEFAULT_GENERAL_SETTINGS,
  );
  return settings;
}

export async function setPaymentSettings(settings: PaymentSettings): Promise<PaymentSettings> {
  await putSetting(
    SETTING.payments,
    settings,
    'Commission rate (%), minimum order ($), payout threshold ($), commission hold, shirt lines and payout methods (Settings, Payments tab)',
    DEFAULT_PAYMENT_SETTINGS,
  );
  return settings;
}

export async function setBrandingSettings(settings: BrandingSettings): Promise<BrandingSettings> {
  await putSetting(SETTING.branding, settings, 'Logo initials every shell shows (Settings, Branding tab)', DEFAULT_BRANDING_SETTINGS);
  return settings;
}

/** Settings > Privacy as saved, or the default retention (365 days) until an admin saves one. */
export function privacySettings(): Promise<PrivacySettings> {
  return savedOver(SETTING.privacy, privacySettingsSchema, DEFAULT_PRIVACY_SETTINGS);
}

export async function setPrivacySettings(settings: PrivacySettings): Promise<PrivacySettings> {
  await putSetting(
    SETTING.privacy,
    settings,
    'Days an inactive member keeps their personal data (Settings, Privacy tab)',
    DEFAULT_PRIVACY_SETTINGS,
  );
  return settings;
}

/** Every tab of the Settings screen, read at once. */
export async function allSettings(): Promise<AllSettings> {
  const [general, notifications, payments, branding, privacy] = await Promise.all([
    generalSettings(),
    notificationSettings(),
    paymentSettings(),
    brandingTab(),
    privacySettings(),
  ]);
  return { general, notifications, payments, branding, privacy };
}

/**
 * The global Start Here configuration as stored: a list of steps, or one of the older shapes
 * (`normalizeStartHereConfig` reads each); undefined when no admin saved one.
 */
export function startHereSetting(): Promise<unknown> {
  return getSettingValue(SETTING.startHere);
}

export async function setStartHereSetting(steps: readonly StartHereStep[]): Promise<void> {
  await putSetting(SETTING.startHere, steps, 'Template mappings for Start Here page buttons');
}

/**
 * The programme's notification toggles; each one never saved (or saved in another shape) is on. Read at
 * every event, not cached, so an admin's change applies to the next e-mail.
 */
export function notificationSettings(): Promise<NotificationSettings> {
  return savedOver(SETTING.notifications, notificationSettingsSchema, DEFAULT_NOTIFICATION_SETTINGS);
}

/** Saves the toggles given, keeping the others as they are; answers the settings as they now stand. */
export async function setNotificationSettings(changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
  const settings = { ...(await notificationSettings()), ...changes };
  await putSetting(
    SETTING.notifications,
    settings,
    'E-mail notification toggles of the Settings screen (Notifications tab)',
    DEFAULT_NOTIFICATION_SETTINGS,
  );
  return settings;
}

/** Whom every e-mail comes from: the logo saved in Settings > Branding, its alt text the Program Name, as they stand now. */
export async function emailBrand(): Promise<EmailBrand> {
  const [{ programName }, logo] = await Promise.all([generalSettings(), logoUrl()]);
  return { name: programName, logoUrl: logo };
}
