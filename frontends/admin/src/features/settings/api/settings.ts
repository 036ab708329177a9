import { auth, settings, type RouteInput, type RouteOutput } from '@app/shared/contracts';
import type { AllSettings } from '@app/shared/settings';
import { api, uploadWithTicket, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

export function getSettings() {
  return api(settings.getSettings);
}

export const settingsKey = ['admin', 'settings'] as const;

/** Every tab of the Settings screen as saved (or its defaults). */
export function useSettings() {
  return useSWR<AllSettings, ApiError>(settingsKey, getSettings);
}

/** Each tab saves on its own, with its own route. */
export const saveTab = {
  general: (body: AllSettings['general']) => api(settings.putGeneralSettings, { body }),
  notifications: (body: AllSettings['notifications']) => api(settings.putNotificationSettings, { body }),
  payments: (body: AllSettings['payments']) => api(settings.putPaymentSettings, { body }),
  branding: (body: Pick<AllSettings['branding'], 'logoInitials'>) => api(settings.putBrandingSettings, { body }),
  privacy: (body: AllSettings['privacy']) => api(settings.putPrivacySettings, { body }),
} satisfies { [Tab in keyof AllSettings]: (body: never) => Promise<AllSettings[Tab]> };

/**
 * Uploads a logo through a presigned address and makes it the programme's; resolves with the Branding tab
 * as it now stands (the logo's public address).
 */
export async function uploadLogo(file: File) {
  const fileKey = await uploadWithTicket(file, () =>
    api(settings.requestLogoUpload, { body: { file_name: file.name, content_type: file.type, size: file.size } }),
  );
  return api(settings.putLogo, { body: { file_key: fileKey } });
}

/** Removes the logo: the initials stand in again. */
export function removeLogo() {
  return api(settings.deleteLogo);
}

export function listAdmins() {
  return api(auth.listAdmins);
}

export const adminsKey = ['admin', 'users'] as const;

/** The Users tab: every admin, newest first. */
export function useAdmins() {
  return useSWR<RouteOutput<typeof auth.listAdmins>, ApiError>(adminsKey, listAdmins);
}

export function inviteAdmin(body: RouteInput<typeof auth.inviteAdmin>['body']) {
  return api(auth.inviteAdmin, { body });
}
