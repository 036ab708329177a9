import { myDataFileName } from '@app/shared/ambassadors';
import { ambassadors } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { saveFile } from '../../../lib/save-file';

/** Download my data: the caller's own data from the API, saved as a JSON file named by the day. */
export async function downloadMyData(): Promise<void> {
  const data = await api(ambassadors.exportMyData);
  saveFile(myDataFileName(data.exported_at), new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
}
