import { Link } from '@app/ui/router';

/** A screen the signed-in user's role may not open, when the screen says so itself (spec part 2, section 2). */
export function AccessDenied({ message, home }: { message: string; home: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-6">
      <div role="alert" className="max-w-md text-center">
        <h1 className="mb-4 text-3xl font-bold">Access Denied</h1>
        <p className="mb-4 text-lg text-muted-foreground">{message}</p>
        <Link to={home} className="text-primary underline underline-offset-4 hover:text-primary/80">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
