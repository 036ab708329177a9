import { settings } from '@app/shared/contracts';
import type { CommissionTerms } from '@app/shared/settings';
import { api } from '@app/ui/api';
import useSWR from 'swr';

export function getCommissionTerms(): Promise<CommissionTerms> {
  return api(settings.getCommissionTerms);
}

export const commissionTermsKey = ['commission-terms'] as const;

/** The commission rate and minimum order of Settings > Payments, as the signed-in ambassador's orders earn them. */
export function useCommissionTerms() {
  return useSWR<CommissionTerms, Error>(commissionTermsKey, getCommissionTerms, { revalidateOnFocus: true });
}
