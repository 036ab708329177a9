import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, MyDataCard, PageHeader, useProfile, useSignOut } from '@app/ui';
import { LogOut } from 'lucide-react';
import { AccountStatusCard } from './account-status-card';
import { ProfileForm } from './profile-form';

/** /account (spec part 1, section 2.10): the profile form, the ambassador's status, Sign Out and their data (issue 44). */
export function AccountPage() {
  const profile = useProfile();
  const signOut = useSignOut();
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="My Account" description="Manage your profile and see your ambassador status." />
      <div className="grid min-w-0 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ProfileForm profile={profile} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <AccountStatusCard profile={profile} />
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Sign Out</CardTitle>
              <CardDescription>Sign out of your account on this device.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" className="w-full" onClick={() => void signOut()}>
                <LogOut aria-hidden />
                Sign Out
              </Button>
            </CardContent>
          </Card>
          <MyDataCard />
        </div>
      </div>
    </div>
  );
}
