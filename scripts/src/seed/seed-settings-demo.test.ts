import { PROGRAM_INITIALS, PROGRAM_NAME } from '@app/shared/platform';
import { brandingSettingsSchema, generalSettingsSchema } from '@app/shared/settings';
import { DEMO_BRANDING_SETTINGS, DEMO_GENERAL_SETTINGS } from './seed-settings-demo';

describe('the demo programme', () => {
  it('has a name of its own and a one-line description, as the Settings screen would save them', () => {
    expect(generalSettingsSchema.parse(DEMO_GENERAL_SETTINGS)).toEqual(DEMO_GENERAL_SETTINGS);
    expect(DEMO_GENERAL_SETTINGS.programName).toBe('Threads for Tomorrow');
    expect(DEMO_GENERAL_SETTINGS.programName).not.toBe(PROGRAM_NAME);
    expect(DEMO_GENERAL_SETTINGS.programDescription).toMatch(/^[^\n]+\.$/);
  });

  it('admits newcomers as an unconfigured programme does: an admin approves each one', () => {
    expect(DEMO_GENERAL_SETTINGS).toMatchObject({ autoApproveStudentSignUps: false, autoApproveOrganizationApplications: false });
  });

  it("shows the name's initials beside it in every shell", () => {
    expect(brandingSettingsSchema.parse(DEMO_BRANDING_SETTINGS)).toEqual(DEMO_BRANDING_SETTINGS);
    expect(DEMO_BRANDING_SETTINGS.logoInitials).toBe('TT');
    expect(DEMO_BRANDING_SETTINGS.logoInitials).not.toBe(PROGRAM_INITIALS);
  });
});
