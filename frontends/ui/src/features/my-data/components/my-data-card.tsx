import { DELETE_CONFIRMATION, deleteConfirmationMessage } from '@app/shared/ambassadors';
import { accountDeletedPath } from '@app/shared/contracts';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toast';
import { useSignOut } from '../../../layout/use-sign-out';
import { deleteMe } from '../api/delete-me';
import { downloadMyData } from '../api/export-my-data';

/**
 * A member's own data rights (issue 44): Download my data saves everything the programme keeps about them as
 * JSON; Delete my account asks them to type the confirmation, erases the account, signs them out and says so.
 */
export function MyDataCard() {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

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
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </Card>
  );
}

/** Delete my account's confirmation: the account goes only once the member has typed the word. */
function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string>();
  const signOut = useSignOut(accountDeletedPath);

  async function submit() {
    if (typed !== DELETE_CONFIRMATION) {
      setError(deleteConfirmationMessage);
      return;
    }
    setDeleting(true);
    try {
      await deleteMe({ confirm: DELETE_CONFIRMATION });
    } catch (caught) {
      setDeleting(false);
      toast({ title: 'Error', description: 'Your account could not be deleted. Please try again.', variant: 'destructive', error: caught });
      return;
    }
    await signOut();
  }

  function close() {
    setTyped('');
    setError(undefined);
    onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !deleting && close()}>
      <DialogContent role="alertdialog">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          noValidate
        >
          <DialogHeader>
            <DialogTitle>Delete my account</DialogTitle>
            <DialogDescription>
              Your profile, sign-in, uploaded files and messages are erased for good. Sales you made stay in your campaign&apos;s totals,
              without your name.
            </DialogDescription>
          </DialogHeader>
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            value={typed}
            maxLength={DELETE_CONFIRMATION.length}
            autoComplete="off"
            error={error}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
