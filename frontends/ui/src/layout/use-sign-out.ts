import { signOut } from '@app/ui/auth';
import { useNavigate } from '@app/ui/router';
import { useSWRConfig } from 'swr';
import { toast } from '../components/toast';

/** Signs out, forgets every cached response (they belong to the previous user) and goes to `to` (sign-in unless told). */
export function useSignOut(to = '/auth'): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async () => {
    try {
      await signOut();
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : String(error), variant: 'destructive', error });
      return;
    }
    await mutate(() => true, undefined, { revalidate: false });
    void navigate(to, { replace: true });
  };
}
