import { accountDeletedPath } from '@app/shared/contracts';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/card';
import { toast } from '../../../components/toast';
import { useSignOut } from '../../../layout/use-sign-out';
import { deleteMe } from '../api/delete-me';
import { downloadMyData } from '../api/export-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * A member's own data rights (issue 44): Download my data saves everything the programme keeps about them as
 * JSON; Delete my account asks them to type the confirmation, erases the account, signs them out and says so.
 */
export function MyDataCard() {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOut(accountDeletedPath);

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast({ title: 'Error', description: 'Your data could not be downloaded. Please try again.', variant: 'destructive', error });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>Download everything we keep about you, or delete your account for good.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button variant="outline" className="w-full" disabled={downloading} onClick={() => void download()}>
          <Download aria-hidden />
          {downloading ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="destructive" className="w-full" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          Delete my account
        </Button>
      </CardContent>
      <DeleteAccountDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete my account"
        description="Your profile, sign-in, uploaded files and messages are erased for good. Sales you made stay in your campaign's totals, without your name."
        onDelete={deleteMe}
        onDeleted={signOut}
        failure="Your account could not be deleted. Please try again."
      />
    </Card>
  );
}
