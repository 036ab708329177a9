import { PageHeader } from '@app/ui';

/** / (spec part 1, section 2.10). */
export function HomePage() {
  return <PageHeader title="Home" />;
}
