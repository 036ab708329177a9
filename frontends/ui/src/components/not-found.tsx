import { Link } from '@app/ui/router';

/** Any path no screen owns (spec part 1, section 2.1). */
export function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-6">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link to="/" className="text-primary underline underline-offset-4 hover:text-primary/80">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
