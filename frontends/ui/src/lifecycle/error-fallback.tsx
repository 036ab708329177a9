import { Button } from '../components/button';

/** What a micro-frontend shows instead of a blank page when rendering throws. */
export function ErrorFallback() {
  return (
    <main role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">Error</h1>
      <p className="text-muted-foreground">Something went wrong. Please try again.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
