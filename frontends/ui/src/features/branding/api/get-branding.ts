import { PROGRAM_INITIALS, PROGRAM_NAME } from '@app/shared/platform';
import { brandingAddress } from '@app/shared/contracts';
import type { Branding } from '@app/shared/settings';
import { api } from '@app/ui/api';
import useSWR from 'swr';
import { embeddedBranding } from '../embedded-branding';

export const DEFAULT_BRANDING: Branding = {
  programName: PROGRAM_NAME,
  programDescription: '',
  logoInitials: PROGRAM_INITIALS,
  logoUrl: null,
};

export function getBranding() {
  return api(brandingAddress);
}

export const brandingKey = ['branding'] as const;

/**
 * The program name, description, logo and logo initials an admin set in Settings, shown by every shell; the
 * defaults while they load or if they cannot be read (a name is never worth an error on screen). Read once
 * a page load, or not at all when the page's first HTML carried it: saving the Branding or General tab
 * revalidates it.
 */
export function useBranding(): Branding {
  const { data } = useSWR<Branding, Error>(brandingKey, getBranding, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    fallbackData: embeddedBranding(),
  });
  return data ?? DEFAULT_BRANDING;
}
