import * as z from 'zod';

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
