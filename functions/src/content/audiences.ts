import type { ContentAudience } from '@app/shared/content';
import type { Role } from '@app/shared/platform';
import { queryAll, type Item } from '#lib/table';

/** Whose content a role sees: its own and everyone's; admins see every audience's. */
export function audiencesFor(role: Role): ContentAudience[] {
  return role === 'admin' ? ['student', 'fundraising_ambassador', 'all'] : [role, 'all'];
}

/** The items of several gsi2 partitions (one Query each), newest first by their `<created_at>#<id>` sort key. */
export async function newestFirstAcross(partitions: string[]): Promise<Item[]> {
  const pages = await Promise.all(
    partitions.map((pk) =>
      queryAll({
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ScanIndexForward: false,
      }),
    ),
  );
  return pages.flat().sort((a, b) => String(b.gsi2sk).localeCompare(String(a.gsi2sk)));
}
