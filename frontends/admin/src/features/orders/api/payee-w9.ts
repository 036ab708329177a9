import { payouts } from '@app/shared/contracts';
import type { UpdateW9Input, W9FileContentType } from '@app/shared/payouts';
import { api, uploadWithTicket } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { payoutsKey } from './list-payouts';

/** Uploads a payee's W-9 form through a presigned PUT into the private bucket; resolves with its key for Save. */
export function uploadW9(userId: string, file: File) {
  return uploadWithTicket(file, () =>
    api(payouts.requestW9Upload, {
      params: { user_id: userId },
      body: { file_name: file.name, content_type: file.type as W9FileContentType, size: file.size },
    }),
  );
}

export function updateW9(userId: string, body: UpdateW9Input) {
  return api(payouts.updateW9, { params: { user_id: userId }, body });
}

/** Saves a payee's W-9 status, then reloads the balances that show it (also after a refusal: another admin may have changed it). */
export function useUpdateW9() {
  const { mutate } = useSWRConfig();
  return async (userId: string, body: UpdateW9Input) => {
    try {
      return await updateW9(userId, body);
    } finally {
      void mutate(payoutsKey);
    }
  };
}

/** A short-lived link to a payee's stored W-9 form (admins only). */
export async function w9FileUrl(userId: string): Promise<string> {
  const { file_url } = await api(payouts.getW9File, { params: { user_id: userId } });
  return file_url;
}
