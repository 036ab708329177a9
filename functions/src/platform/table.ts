/**
 * The single DynamoDB table. The data stack and the local stack both build it from this
 * definition, so keys and indexes cannot drift between AWS and a developer's machine.
 * Entity keys and access patterns: ../../README.md.
 */
export type KeyAttribute = { name: string; type: 'S' | 'N' };

export interface IndexDefinition {
  indexName: string;
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
}

export const tableDefinition = {
  /** Suffix of the physical name; the stacks and the local stack prefix it per environment. */
  logicalName: 'programme',
  /** Items with this epoch-seconds attribute expire (throttle counters). */
  timeToLiveAttribute: 'expires_at',
  /** Every change with its images before and after: what the domains' projections read (lib/table-stream.ts). */
  stream: 'NEW_AND_OLD_IMAGES',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: { name: 'gsi1pk', type: 'S' }, sortKey: { name: 'gsi1sk', type: 'S' } },
    { indexName: 'gsi2', partitionKey: { name: 'gsi2pk', type: 'S' }, sortKey: { name: 'gsi2sk', type: 'S' } },
    // Sorted by a numeric counter, so a leaderboard is one Query in rank order.
    { indexName: 'leaderboard', partitionKey: { name: 'lbpk', type: 'S' }, sortKey: { name: 'lbunits', type: 'N' } },
    // Every ambassador's totals row sorted by its revenue counter: Ambassador Performance a page at a time.
    { indexName: 'revenue', partitionKey: { name: 'rvpk', type: 'S' }, sortKey: { name: 'sales_cents', type: 'N' } },
    // Every fundraiser's totals row sorted by shirts sold: Performance's top fundraisers across campaigns in one Query.
    { indexName: 'fundraisers', partitionKey: { name: 'frpk', type: 'S' }, sortKey: { name: 'lbunits', type: 'N' } },
  ],
} as const satisfies {
  logicalName: string;
  timeToLiveAttribute: string;
  stream: 'NEW_AND_OLD_IMAGES';
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
  globalSecondaryIndexes: readonly IndexDefinition[];
};
