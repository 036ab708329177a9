import * as z from 'zod';
import { adminOnly, defineRoute } from '../contracts/contract';
import { uploadTicketSchema } from '../objectives/objectives';
import {
  LOGO_FILE_MISSING_MESSAGE,
  allSettingsSchema,
  brandingSchema,
  brandingSettingsSchema,
  brandingTabSchema,
  commissionTermsSchema,
  generalSettingsSchema,
  logoUploadRequestSchema,
  notificationSettingsSchema,
  paymentSettingsSchema,
  privacySettingsSchema,
  saveLogoSchema,
} from './settings';

const autoSyncSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

/** The auto-sync on sign-up toggle of the sync screen. */
export const getAutoSync = defineRoute({
  method: 'GET',
  path: '/api/admin/settings/auto-sync',
  access: ['admin'],
  response: autoSyncSchema,
});

export const putAutoSync = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/auto-sync',
  access: ['admin'],
  audit: 'settings.changed',
  body: autoSyncSchema,
  response: autoSyncSchema,
});

/** The Settings screen: every tab as saved, or its defaults. */
export const getSettings = defineRoute({
  method: 'GET',
  path: '/api/admin/settings',
  access: adminOnly,
  response: allSettingsSchema,
});

export const putGeneralSettings = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/general',
  access: adminOnly,
  audit: 'settings.changed',
  body: generalSettingsSchema,
  response: generalSettingsSchema,
});

/** The e-mail toggles: they decide which admin e-mails are sent, from the next event on. */
export const putNotificationSettings = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/notifications',
  access: adminOnly,
  audit: 'settings.changed',
  body: notificationSettingsSchema,
  response: notificationSettingsSchema,
});

/** Commission rate and minimum order apply to orders paid from now on; earlier orders keep theirs. */
export const putPaymentSettings = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/payments',
  access: adminOnly,
  audit: 'settings.changed',
  body: paymentSettingsSchema,
  response: paymentSettingsSchema,
});

export const putBrandingSettings = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/branding',
  access: adminOnly,
  audit: 'settings.changed',
  body: brandingSettingsSchema,
  response: brandingTabSchema,
});

/** Settings > Privacy: the retention period of inactive members' personal data. */
export const putPrivacySettings = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/privacy',
  access: adminOnly,
  audit: 'settings.changed',
  body: privacySettingsSchema,
  response: privacySettingsSchema,
});

/** A presigned upload for a logo under public/branding/: a PNG, JPEG or WebP of at most 1 MB (S3 refuses another type or length). */
export const requestLogoUpload = defineRoute({
  method: 'POST',
  path: '/api/admin/settings/branding/logo/uploads',
  access: adminOnly,
  audit: 'content.upload_started',
  body: logoUploadRequestSchema,
  response: uploadTicketSchema,
  status: 201,
});

/** The uploaded logo becomes every shell's and e-mail's; the one it replaces is deleted. */
export const putLogo = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/branding/logo',
  access: adminOnly,
  audit: 'settings.changed',
  body: saveLogoSchema,
  response: brandingTabSchema,
  errors: { fileMissing: LOGO_FILE_MISSING_MESSAGE },
});

/** No logo: the shells show the logo initials again, and the e-mails the program name alone. */
export const deleteLogo = defineRoute({
  method: 'DELETE',
  path: '/api/admin/settings/branding/logo',
  access: adminOnly,
  audit: 'settings.changed',
  response: brandingTabSchema,
});

/** The program name, logo and logo initials every shell shows, and the program description, signed in or not. */
export const getBranding = defineRoute({
  method: 'GET',
  path: '/api/branding',
  access: 'public',
  response: brandingSchema,
});

/** The commission rate and minimum order of orders paid from now on, for the ambassadors' earnings screens. */
export const getCommissionTerms = defineRoute({
  method: 'GET',
  path: '/api/commission-terms',
  access: ['student', 'fundraising_ambassador'],
  response: commissionTermsSchema,
});
