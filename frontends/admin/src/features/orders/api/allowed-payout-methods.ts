import { settings } from '@app/shared/contracts';
import type { AllSettings } from '@app/shared/settings';
import { api } from '@app/ui/api';
import useSWR from 'swr';

export function getPaymentSettings(): Promise<AllSettings> {
  return api(settings.getSettings);
}

// The same key as the Settings screen's, so a save there is read here without a second request.
export const settingsKey = ['admin', 'settings'] as const;

/** The payout methods Settings > Payments allows (undefined while they load). */
export function useAllowedPayoutMethods() {
  const { data } = useSWR<AllSettings, Error>(settingsKey, getPaymentSettings);
  return data?.payments.payoutMethods;
}
