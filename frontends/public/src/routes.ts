import { accountDeletedPath } from '@app/shared/contracts';
import type { RouteManifest } from '@app/ui';

/**
 * The public pages (spec part 1, sections 2.1 and 2.3 to 2.9). The public micro-frontend also shows
 * the not-found page for any path no other area owns (root/src/route-map.ts). The pages the server renders
 * are applications of their own: the campaign page (/campaign/{slug}, campaign-page-lifecycle.ts) and
 * sign-in (/auth, sign-in-page-lifecycle.ts).
 */
export const publicRoutes: RouteManifest = {
  access: 'public',
  routes: [
    // Every page loads on its visit: the form libraries (react-hook-form, zod) come with the forms that use them.
    { path: '/auth/verify', page: () => import('./features/auth/components/verify-email-page').then((m) => m.VerifyEmailPage) },
    {
      path: '/auth/forgot-password',
      page: () => import('./features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
    },
    { path: '/apply', page: () => import('./features/onboarding/components/apply-page').then((m) => m.ApplyPage) },
    { path: '/join', page: () => import('./features/onboarding/components/join-page').then((m) => m.JoinPage) },
    {
      path: '/organization-application',
      page: () => import('./features/onboarding/components/organization-application-page').then((m) => m.OrganizationApplicationPage),
    },
    {
      path: '/fundraiser/campaigns',
      page: () => import('./features/campaigns/components/campaign-selection-page').then((m) => m.CampaignSelectionPage),
    },
    {
      path: accountDeletedPath,
      page: () => import('./features/auth/components/account-deleted-page').then((m) => m.AccountDeletedPage),
    },
    {
      path: '/fundraiser/signup',
      page: () => import('./features/campaigns/components/fundraiser-sign-up-page').then((m) => m.FundraiserSignUpPage),
    },
    // A member's parent or guardian, from the link they were e-mailed (issue 44).
    { path: '/guardian/:token', page: () => import('./features/guardians/components/guardian-page').then((m) => m.GuardianPage) },
  ],
};
