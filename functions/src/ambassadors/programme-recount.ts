import type { ProgrammeRecountPage } from '@app/shared/ambassadors';
import { utcDay } from '@app/shared/platform';
import { ambassadors as contracts } from '@app/shared/contracts';
import * as z from 'zod';
import { changed, recordAudit } from '#lib/audit';
import { Conflict } from '#lib/errors';
import { decodeCursor, encodeCursor } from '#lib/table';
import { campaignsRecountSchema, campaignsRecountStart, CampaignsRecountRaced, recountCampaignsPage } from '../campaigns';
import { queueCampaignCodeSyncs } from '../code-sync';
import { ambassadorSchema } from '@app/shared/leaderboards';
import { getAmbassadorTotalsMany, indexTotalsRows } from '../leaderboards';
import {
  ambassadorsRecountSchema,
  ambassadorsRecountStart,
  giveClaimsTheirHolder,
  giveRetentionEntries,
  RecountRaced,
  recountAmbassadorsPage,
} from '../profiles';

const recountCursorSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('ambassadors'), state: ambassadorsRecountSchema }),
  z.object({ step: z.literal('campaigns'), state: campaignsRecountSchema }),
]);
type RecountCursor = z.infer<typeof recountCursorSchema>;

/** A page of the recount is many writes, no one transaction: its audit entry, once it is done, sums up what it did. */
async function recounted(page: ProgrammeRecountPage): Promise<ProgrammeRecountPage> {
  await recordAudit({
    subjectType: 'programme',
    subjectId: page.step,
    changes: (['examined', 'indexed', 'claims', 'retained', 'campaign_codes'] as const).map((field) => changed(field, null, page[field])),
  });
  return page;
}

/**
 * One page of the programme recount (`npm run migrate`): the ambassadors first (their counts, search entries
 * and totals rows' index keys: profiles' and leaderboards' recounts; their code claims given who holds them, as
 * their totals rows say; a retention entry for each member without one), then the campaigns (listing entries,
 * stat cards, every campaign's totals, and its own code for one without, queued for the store). Each page is a fixed amount of work; the cursor carries the rest.
 */
export async function recountProgrammePage(cursor: string | undefined): Promise<ProgrammeRecountPage> {
  const at: RecountCursor = decodeCursor(cursor, recountCursorSchema, contracts.recountProgramme.errors.badCursor) ?? {
    step: 'ambassadors',
    state: ambassadorsRecountStart(),
  };
  const encode = (next: RecountCursor | null) => encodeCursor(next ?? undefined);
  try {
    if (at.step === 'ambassadors') {
      const page = await recountAmbassadorsPage(at.state);
      const indexed = await indexTotalsRows(page.userIds);
      const holders = await getAmbassadorTotalsMany(page.userIds);
      const claims = await giveClaimsTheirHolder([...holders.values()].map((totals) => ambassadorSchema.parse(totals)));
      const retained = await giveRetentionEntries(page.userIds, utcDay(new Date()));
      const next: RecountCursor = page.next
        ? { step: 'ambassadors', state: page.next }
        : { step: 'campaigns', state: campaignsRecountStart() };
      return await recounted({
        step: 'ambassadors',
        examined: page.examined,
        indexed,
        claims,
        retained,
        campaign_codes: 0,
        next_cursor: encode(next),
      });
    }
    const page = await recountCampaignsPage(at.state);
    await queueCampaignCodeSyncs(page.codesGiven);
    return await recounted({
      step: 'campaigns',
      examined: page.examined,
      indexed: 0,
      claims: 0,
      retained: 0,
      campaign_codes: page.codesGiven.length,
      next_cursor: encode(page.next && { step: 'campaigns', state: page.next }),
    });
  } catch (error) {
    if (error instanceof RecountRaced || error instanceof CampaignsRecountRaced)
      throw new Conflict(contracts.recountProgramme.errors.raced);
    throw error;
  }
}
