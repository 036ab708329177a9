import type { BroadcastAudience } from '@app/shared/messages';

/** The broadcast audiences (spec part 2, section 9), as the form offers them and the history names them. */
export const AUDIENCE_LABELS: Record<BroadcastAudience, string> = {
  all: 'All ambassadors',
  new: 'New (Objective 1)',
  active: 'Active (Objective 2 onward)',
  complete: 'Complete',
};
