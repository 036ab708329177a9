import { Button } from '@app/ui';
import { Link } from '@app/ui/router';
import { PublicPage } from '#components/public-page';

/** /join: join an existing campaign or create a new one (spec part 1, section 2.5). */
export function JoinPage() {
  return (
    <PublicPage title="Join or Create a Campaign">
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/fundraiser/campaigns">Join Existing Campaign</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/organization-application">Create New Campaign</Link>
        </Button>
      </div>
      <p className="text-sm">
        Already have an account?{' '}
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Sign in here
        </Link>
      </p>
    </PublicPage>
  );
}
