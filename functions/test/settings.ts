import { DEFAULT_GENERAL_SETTINGS, type GeneralSettings } from '@app/shared/settings';

/**
 * Runs `act` with some General settings changed, then puts those back to their defaults. The General tab
 * is one setting for the whole programme and other test files change other fields of it meanwhile: each
 * change is read, merged and saved at once, so it holds only what this test changes, for as short as it can.
 */
export async function withGeneralSettings(changes: Partial<GeneralSettings>, act: () => Promise<void>): Promise<void> {
  // Imported lazily: the domain reads the backend's environment, which global setup provides.
  const { generalSettings, setGeneralSettings } = await import('../src/settings');
  await setGeneralSettings({ ...(await generalSettings()), ...changes });
  try {
    await act();
  } finally {
    const defaults = Object.fromEntries(Object.keys(changes).map((key) => [key, DEFAULT_GENERAL_SETTINGS[key as keyof GeneralSettings]]));
    await setGeneralSettings({ ...(await generalSettings()), ...defaults });
  }
}
