import { setBrandingSettings, setGeneralSettings } from '@app/functions/settings/seeding';
import { DEFAULT_GENERAL_SETTINGS, type BrandingSettings, type GeneralSettings } from '@app/shared/settings';

/**
 * The demo programme's name, as an admin saves it in Settings: what every shell, the public pages, the
 * browser tab and the e-mails show. Newcomers wait for an admin's approval, as in an unconfigured programme.
 */
export const DEMO_GENERAL_SETTINGS: GeneralSettings = {
  ...DEFAULT_GENERAL_SETTINGS,
  programName: 'Threads for Tomorrow',
  programDescription:
    'Students and community groups sell organic shirts with their own discount codes, and every shirt funds climate action.',
};

export const DEMO_BRANDING_SETTINGS: BrandingSettings = { logoInitials: 'TT' };

/** Settings > General and Branding for the demo programme. */
export async function seedSettingsDemo(): Promise<void> {
  await setGeneralSettings(DEMO_GENERAL_SETTINGS);
  await setBrandingSettings(DEMO_BRANDING_SETTINGS);
}
