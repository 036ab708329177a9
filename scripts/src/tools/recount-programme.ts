import type { ProgrammeRecountPage } from '@app/shared/ambassadors';
import { ambassadors, pathUnderApiBase } from '@app/shared/contracts';
import { adminToken } from './admin-session';

/** Walks the programme recount route page after page until the last one; `onPage` hears of each page. */
export async function recountProgramme(
  target: { webUrl: string; email: string; password: string },
  onPage: (page: ProgrammeRecountPage) => void,
): Promise<{ pages: number; examined: number; indexed: number }> {
  const { token, apiBaseUrl } = await adminToken(target.webUrl, target.email, target.password);
  const total = { pages: 0, examined: 0, indexed: 0 };
  let cursor: string | null = null;
  do {
    const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${pathUnderApiBase(ambassadors.recountProgramme)}`, {
      method: ambassadors.recountProgramme.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(cursor ? { cursor } : {}),
    });
    if (!response.ok) throw new Error(`The API answered ${response.status}: ${await response.text()}`);
    const page = (await response.json()) as ProgrammeRecountPage;
    total.pages += 1;
    total.examined += page.examined;
    total.indexed += page.indexed;
    onPage(page);
    cursor = page.next_cursor;
  } while (cursor);
  return total;
}
