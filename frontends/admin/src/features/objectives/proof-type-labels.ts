import type { ProofType } from '@app/shared/objectives';

/** How each proof type reads (spec part 2, section 9). */
export const PROOF_TYPE_LABELS: Record<ProofType, string> = {
  upload: 'File Upload',
  link: 'Link/URL',
  auto_sale: 'Auto Sale',
};
