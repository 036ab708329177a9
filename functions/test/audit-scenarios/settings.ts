import { randomUUID } from 'node:crypto';
import { pathOf, settings } from '@app/shared/contracts';
import type { AllSettings } from '@app/shared/settings';
import { api } from '#test/api';
import type { AuditScenarios, ScenarioAdmin } from './scenario';

/** A PNG's first bytes: enough for a stored object of type image/png. */
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Every tab as saved now: the scenarios save a tab as it stands (other test files rely on the settings), or put it back after. */
async function current(admin: ScenarioAdmin): Promise<AllSettings> {
  return (await api<AllSettings>('GET', pathOf(settings.getSettings), { token: admin.token })).body;
}

/** A logo uploaded through a ticket, as the browser does: its file key. */
async function uploadedLogo(admin: ScenarioAdmin): Promise<string> {
  const ticket = await api('POST', pathOf(settings.requestLogoUpload), {
    token: admin.token,
    body: { file_name: 'logo.png', content_type: 'image/png', size: PNG_BYTES.length },
  });
  await fetch(ticket.body.upload_url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(PNG_BYTES) });
  return ticket.body.file_key as string;
}

const removeLogo = (admin: ScenarioAdmin) => api('DELETE', pathOf(settings.deleteLogo), { token: admin.token }).then(() => undefined);

/** Settings: each save's entry names the setting and the fields it moved, before and after. */
export const settingsScenarios: AuditScenarios = {
  'PUT /api/admin/settings/general': {
    arrange: async (admin) => {
      const { general } = await current(admin);
      const programDescription = `Audited ${randomUUID()}`;
      return {
        body: { ...general, programDescription },
        entry: {
          subject_type: 'setting',
          subject_id: 'general',
          changes: [{ field: 'programDescription', before: general.programDescription, after: programDescription }],
        },
        after: () => api('PUT', pathOf(settings.putGeneralSettings), { token: admin.token, body: general }).then(() => undefined),
      };
    },
  },
  'PUT /api/admin/settings/notifications': {
    arrange: async (admin) => {
      const { notifications } = await current(admin);
      return {
        body: { ...notifications, weeklyReports: !notifications.weeklyReports },
        entry: {
          subject_type: 'setting',
          subject_id: 'notifications',
          changes: [{ field: 'weeklyReports', before: notifications.weeklyReports, after: !notifications.weeklyReports }],
        },
        after: () =>
          api('PUT', pathOf(settings.putNotificationSettings), { token: admin.token, body: notifications }).then(() => undefined),
      };
    },
  },
  'PUT /api/admin/settings/payments': {
    arrange: async (admin) => {
      const { payments } = await current(admin);
      const payoutThreshold = payments.payoutThreshold + 1;
      return {
        body: { ...payments, payoutThreshold },
        entry: {
          subject_type: 'setting',
          subject_id: 'payments',
          changes: [{ field: 'payoutThreshold', before: payments.payoutThreshold, after: payoutThreshold }],
        },
        after: () => api('PUT', pathOf(settings.putPaymentSettings), { token: admin.token, body: payments }).then(() => undefined),
      };
    },
  },
  'PUT /api/admin/settings/branding': {
    arrange: async (admin) => {
      const { branding } = await current(admin);
      const logoInitials = branding.logoInitials === 'AU' ? 'AV' : 'AU';
      return {
        body: { logoInitials },
        entry: {
          subject_type: 'setting',
          subject_id: 'branding',
          changes: [{ field: 'logoInitials', before: branding.logoInitials, after: logoInitials }],
        },
        after: () =>
          api('PUT', pathOf(settings.putBrandingSettings), { token: admin.token, body: { logoInitials: branding.logoInitials } }).then(
            () => undefined,
          ),
      };
    },
  },
  'PUT /api/admin/settings/privacy': {
    arrange: async (admin) => {
      const { privacy } = await current(admin);
      return { body: privacy, entry: { subject_type: 'setting', subject_id: 'privacy' } };
    },
  },
  'PUT /api/admin/settings/auto-sync': {
    arrange: async (admin) => {
      const { enabled } = (await api('GET', pathOf(settings.getAutoSync), { token: admin.token })).body as { enabled: boolean };
      return {
        body: { enabled: !enabled },
        entry: {
          subject_type: 'setting',
          subject_id: 'shopify_auto_sync',
          changes: [{ field: 'enabled', before: enabled, after: !enabled }],
        },
        after: () => api('PUT', pathOf(settings.putAutoSync), { token: admin.token, body: { enabled } }).then(() => undefined),
      };
    },
  },
  'POST /api/admin/settings/branding/logo/uploads': {
    arrange: async () => ({
      body: { file_name: 'logo.png', content_type: 'image/png', size: PNG_BYTES.length },
      entry: { subject_type: 'upload' },
    }),
  },
  'PUT /api/admin/settings/branding/logo': {
    arrange: async (admin) => {
      const fileKey = await uploadedLogo(admin);
      return {
        body: { file_key: fileKey },
        entry: { subject_type: 'setting', subject_id: 'branding_logo' },
        after: () => removeLogo(admin),
      };
    },
  },
  'DELETE /api/admin/settings/branding/logo': {
    arrange: async (admin) => {
      const fileKey = await uploadedLogo(admin);
      await api('PUT', pathOf(settings.putLogo), { token: admin.token, body: { file_key: fileKey } });
      return {
        entry: {
          subject_type: 'setting',
          subject_id: 'branding_logo',
          changes: [{ field: 'value', before: { file_key: fileKey }, after: null }],
        },
      };
    },
  },
};
