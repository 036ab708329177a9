import { auth } from '@app/shared/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DataTable,
  formatDate,
  FormTextField,
  LoadFailed,
  markServerFieldErrors,
  toast,
  useZodForm,
  type DataTableColumn,
} from '@app/ui';
import { inviteAdmin, useAdmins } from '../api/settings';

const inviteFields = ['email', 'first_name', 'last_name'];

function InviteAdminForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const { control, handleSubmit, setError, reset, formState } = useZodForm(auth.inviteAdmin.body, {
    email: '',
    first_name: '',
    last_name: '',
  });
  const { isSubmitting } = formState;
  const onSubmit = handleSubmit(async (input) => {
    try {
      const invited = await inviteAdmin(input);
      toast({ title: 'Invitation Sent', description: `${invited.email} will receive an e-mail with a temporary password.` });
      reset();
      await onInvited();
    } catch (error) {
      if (!markServerFieldErrors(error, setError, inviteFields)) {
        const message = error instanceof Error && error.message ? error.message : 'Failed to invite admin';
        toast({ title: 'Error', description: message, variant: 'destructive', error });
      }
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-labelledby="invite-admin-title">
      <h3 id="invite-admin-title" className="font-semibold">
        Invite an Admin
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="first_name" label="First Name" autoComplete="off" />
        <FormTextField control={control} name="last_name" label="Last Name" autoComplete="off" />
      </div>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Invitation'}
        </Button>
      </div>
    </form>
  );
}

type Admin = NonNullable<ReturnType<typeof useAdmins>['data']>['admins'][number];

const nameOf = (admin: Admin) => `${admin.first_name} ${admin.last_name}`.trim();

const ADMIN_COLUMNS: DataTableColumn<Admin>[] = [
  { id: 'name', header: 'Name', truncate: true, className: 'font-medium', sortValue: nameOf, cell: nameOf },
  { id: 'email', header: 'Email', truncate: true, sortValue: (admin) => admin.email, cell: (admin) => admin.email },
  {
    id: 'added',
    header: 'Added',
    sortValue: (admin) => admin.created_at,
    firstSortDirection: 'descending',
    cell: (admin) => formatDate(admin.created_at),
  },
];

/** Settings, Users: the admins, and an invitation for another (Cognito e-mails them a temporary password). */
export function UsersTab() {
  const { data, error, mutate } = useAdmins();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>
          Admins can use every admin page. An invited admin chooses their own password at their first sign-in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {error ? (
          <LoadFailed message="Failed to load admins" onRetry={() => void mutate()} />
        ) : (
          <DataTable
            label="Admins"
            columns={ADMIN_COLUMNS}
            rows={data?.admins ?? []}
            getRowId={(admin) => admin.user_id}
            loading={!data}
            loadingLabel="Loading admins"
            loadingRows={2}
            pageSize={25}
            empty={<p className="text-muted-foreground">No admins yet</p>}
          />
        )}
        <InviteAdminForm onInvited={() => mutate()} />
      </CardContent>
    </Card>
  );
}
