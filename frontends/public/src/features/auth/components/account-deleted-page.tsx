import { FormCardPage } from '#components/form-card-page';
import { SignInPrompt } from '#components/sign-in-prompt';

/** /account-deleted: where a member lands, signed out, once they deleted their account (issue 44). */
export function AccountDeletedPage() {
  return (
    <FormCardPage
      title="Your account was deleted"
      description="Your profile, sign-in, uploaded files and messages are erased. Sales you made stay in your campaign's totals, without your name."
    >
      <SignInPrompt question="Changed your mind? You are welcome to sign up again." link="Go to sign in" />
    </FormCardPage>
  );
}
