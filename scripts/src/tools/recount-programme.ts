import type { ProgrammeRecountPage } from '@app/shared/ambassadors';
import { ambassadors } from '@app/shared/contracts';
import { walkAdminPages, type OperatorTarget } from './admin-session';

/** Walks the programme recount route page after page until the last one; `onPage` hears of each page. */
export async function recountProgramme(
  target: OperatorTarget,
  onPage: (page: ProgrammeRecountPage) => void,
): Promise<{ pages: number; examined: number; indexed: number; claims: number; retained: number; campaignCodes: number }> {
  const total = { pages: 0, examined: 0, indexed: 0, claims: 0, retained: 0, campaignCodes: 0 };
  await walkAdminPages(target, ambassadors.recountProgramme, (page) => {
    total.pages += 1;
    total.examined += page.examined;
    total.indexed += page.indexed;
    total.claims += page.claims;
    total.retained += page.retained;
    total.campaignCodes += page.campaign_codes;
    onPage(page);
  });
  return total;
}
