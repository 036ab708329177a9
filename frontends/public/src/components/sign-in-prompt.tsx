import { Link } from '@app/ui/router';

/** The line under the public forms that sends someone with an account to /auth. */
export function SignInPrompt({ question = 'Already have an account?', link = 'Sign in here' }: { question?: string; link?: string }) {
  return (
    <p className="text-center text-sm">
      {question}{' '}
      <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
        {link}
      </Link>
    </p>
  );
}
