import { PublicPage } from '#components/public-page';

/** /fundraiser/signup?campaign={slug}&id={campaign id} (spec part 1, section 2.8). */
export function FundraiserSignUpPage() {
  return <PublicPage title="Join the Campaign" />;
}
