import { myDataFileName, type MyDataExport } from '@app/shared/ambassadors';
import { ambassadors } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { saveFile } from '../../../lib/save-file';

/** Saves a member's data export as a JSON file named by the day (Download my data, the member's or their guardian's). */
export function saveMyData(data: MyDataExport): void {
  saveFile(myDataFileName(data.exported_at), new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
}

/** Download my data: the caller's own data from the API, saved as a JSON file named by the day. */
export async function downloadMyData(): Promise<void> {
  saveMyData(await api(ambassadors.exportMyData));
}
