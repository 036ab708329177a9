import { Link } from '@app/ui/router';

/** The line under the public forms that sends someone with an account to /auth. */
export function SignInPrompt({ question = 'Already have an account?', link = 'Sign in here' }: { question?: string; link?: string }) {
  return (
    <p className="text-center text-sm">
      {question} {/* Underlined: in a line of text, a link must not stand out by its colour alone. */}
      <Link to="/auth" className="text-primary underline underline-offset-4">
        {link}
      </Link>
    </p>
  );
}
