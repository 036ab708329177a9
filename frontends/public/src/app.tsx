import { NotFoundRoute, PageLoader } from '@app/ui';
import { Route, Routes } from '@app/ui/router';
import { lazy, Suspense } from 'react';
import { SignInPage } from './features/auth/components/sign-in-page';

// Each screen other than sign-in is its own chunk, so /auth downloads only what it shows.
const VerifyEmailPage = lazy(() => import('./features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
const ApplyPage = lazy(() => import('./features/onboarding/components/apply-page').then((m) => ({ default: m.ApplyPage })));
const JoinPage = lazy(() => import('./features/onboarding/components/join-page').then((m) => ({ default: m.JoinPage })));
const OrganizationApplicationPage = lazy(() =>
  import('./features/onboarding/components/organization-application-page').then((m) => ({ default: m.OrganizationApplicationPage })),
);
const CampaignPage = lazy(() => import('./features/campaigns/components/campaign-page').then((m) => ({ default: m.CampaignPage })));
const CampaignSelectionPage = lazy(() =>
  import('./features/campaigns/components/campaign-selection-page').then((m) => ({ default: m.CampaignSelectionPage })),
);
const FundraiserSignUpPage = lazy(() =>
  import('./features/campaigns/components/fundraiser-sign-up-page').then((m) => ({ default: m.FundraiserSignUpPage })),
);

/** The public micro-frontend: sign-in, sign-up and campaign pages, and the not-found page for any other path. */
export function App() {
  return (
    <Suspense fallback={<PageLoader />}>
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
    </Suspense>
  );
}
