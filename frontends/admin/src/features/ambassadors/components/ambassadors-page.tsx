import { PageHeader } from '@app/ui';
import { useManagingFundraisers } from '../management-mode';

/** /admin/ambassadors: students or fundraising ambassadors, following the sidebar's mode (spec part 2, section 2). */
export function AmbassadorsPage() {
  const managingFundraisers = useManagingFundraisers();
  return <PageHeader title={managingFundraisers ? 'Fundraising Ambassadors' : 'Student Ambassadors'} />;
}
