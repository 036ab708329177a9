import type { FundraiserSignUp } from '@app/shared/onboarding';
import type { Profile } from '@app/shared/profile';
import { api } from '@app/ui/api';

/** POST /api/auth/fundraiser-sign-up: the server re-checks campaign, end date and passcode, and assigns the role. */
export function signUpFundraiser(input: FundraiserSignUp): Promise<{ profile: Profile; confirmation_required: boolean }> {
  return api.post<{ profile: Profile; confirmation_required: boolean }>('/auth/fundraiser-sign-up', input, { auth: false });
}
