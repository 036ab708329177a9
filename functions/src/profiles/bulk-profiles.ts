import { ambassadorSchema } from '@app/shared/leaderboards';
import type { Profile } from '@app/shared/profiles';
import { putItems } from '#lib/table';
import { addAmbassadorCountsInBulk } from './ambassador-counts';
import { searchEntries } from './ambassador-search';
import { personalCodeClaim } from './personal-code-data';
import { profileItem } from './profile-data';

/**
 * Bulk loading of a large programme's people (the bench): the profiles, the claims of their codes and their search entries, put
 * in batches of 25, then the ambassador counts moved once by what was added. Only for users who do not
 * exist yet and codes nobody holds; product paths use their transactions.
 */
export async function putProfilesInBulk(profiles: readonly Profile[]): Promise<void> {
  await putItems(
    profiles.flatMap((profile) => [
      profileItem(profile),
      ...(profile.personal_code ? [personalCodeClaim(profile.personal_code, profile.email, ambassadorSchema.parse(profile))] : []),
      ...searchEntries(profile),
    ]),
  );
  await addAmbassadorCountsInBulk(profiles);
}
