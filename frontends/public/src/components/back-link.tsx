import { ArrowLeft } from 'lucide-react';
import { Link } from '@app/ui/router';

/** A breadcrumb back to the previous step of a flow. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Link to={to} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" />
        {children}
      </Link>
    </nav>
  );
}
