import { PageHeader } from '@app/ui';

/** /fundraiser/start-here (spec part 1, section 2.11). */
export function StartHerePage() {
  return <PageHeader title="Start Here" description="Your complete guide to reaching your fundraising goal" />;
}
