import { MyDataCard, PageHeader } from '@app/ui';

/** /fundraiser/account: a fundraising ambassador's own data, to download or delete (issue 44). */
export function AccountPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="My Account" description="Download your data or delete your account." />
      <div className="grid min-w-0 gap-6 lg:max-w-md">
        <MyDataCard />
      </div>
    </div>
  );
}
