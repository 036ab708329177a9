import { ambassadors } from '@app/shared/contracts';
import { saveMyData } from '@app/ui';
import { api } from '@app/ui/api';

/** The member's data, as Download my data saves it, for their guardian from the link's token. */
export function exportMemberData(token: string) {
  return api(ambassadors.exportMemberDataByGuardian, { params: { token } });
}

/** Downloads the member's data and saves it as a JSON file named by the day, as the member's own download does. */
export async function downloadMemberData(token: string): Promise<void> {
  saveMyData(await exportMemberData(token));
}
