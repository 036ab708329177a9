import { PRODUCT_NAME } from '@app/ui';
import { Link } from '@app/ui/router';
import { PublicPage } from '#components/public-page';

/** /apply: the ambassador sign-up form (spec part 1, section 2.4). */
export function ApplyPage() {
  return (
    <PublicPage title={`${PRODUCT_NAME} Sign Up`}>
      <p className="text-sm">
        Already have an account?{' '}
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </PublicPage>
  );
}
