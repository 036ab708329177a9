import { formatShirts } from '@app/shared/leaderboards';
import { targetUnitsOf, type Objective, type ProofType } from '@app/shared/objectives';

/** How each proof type reads (spec part 2, section 9). */
export const PROOF_TYPE_LABELS: Record<ProofType, string> = {
  upload: 'File Upload',
  link: 'Link/URL',
  auto_sale: 'Auto Sale',
};

/** The proof an objective asks for, with an Auto Sale objective's target: 'Auto Sale (10 shirts sold)'. */
export function proofSummary(objective: Pick<Objective, 'proof_type' | 'target_units'>): string {
  const label = PROOF_TYPE_LABELS[objective.proof_type];
  if (objective.proof_type !== 'auto_sale') return label;
  return `${label} (${formatShirts(targetUnitsOf(objective))} sold)`;
}
