import { NotFoundRoute } from '@app/ui';
import { Route, Routes } from '@app/ui/router';
import { SignInPage } from './features/auth/components/sign-in-page';
import { VerifyEmailPage } from './features/auth/components/verify-email-page';
import { CampaignPage } from './features/campaigns/components/campaign-page';
import { CampaignSelectionPage } from './features/campaigns/components/campaign-selection-page';
import { FundraiserSignUpPage } from './features/campaigns/components/fundraiser-sign-up-page';
import { ApplyPage } from './features/onboarding/components/apply-page';
import { JoinPage } from './features/onboarding/components/join-page';
import { OrganizationApplicationPage } from './features/onboarding/components/organization-application-page';

/** The public micro-frontend: sign-in, sign-up and campaign pages, and the not-found page for any other path. */
export function App() {
  return (
    <Routes>
      <Route path="/auth" element={<SignInPage />} />
      <Route path="/auth/verify" element={<VerifyEmailPage />} />
      <Route path="/apply" element={<ApplyPage />} />
      <Route path="/join" element={<JoinPage />} />
      <Route path="/organization-application" element={<OrganizationApplicationPage />} />
      <Route path="/campaign/:slug" element={<CampaignPage />} />
      <Route path="/fundraiser/campaigns" element={<CampaignSelectionPage />} />
      <Route path="/fundraiser/signup" element={<FundraiserSignUpPage />} />
      <Route path="*" element={<NotFoundRoute owner="public" />} />
    </Routes>
  );
}
