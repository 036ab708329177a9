import { GUARDIAN_HOLD_LABELS, GUARDIAN_WORDING, guardianHold } from '@app/shared/guardians';
import { useProfile } from './profile-context';

/**
 * A member under 18 whose guardian has not acknowledged the programme (or withdrew) reads why their code does
 * not work yet at the top of every page of theirs (issue 44): nothing else would tell them.
 */
export function GuardianNotice() {
  const profile = useProfile();
  const hold = guardianHold(profile, new Date());
  if (!hold) return null;
  return (
    <section
      role="status"
      aria-label={GUARDIAN_HOLD_LABELS[hold]}
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 className="font-semibold">{GUARDIAN_HOLD_LABELS[hold]}</h2>
      <p className="mt-1">{GUARDIAN_WORDING.memberHold[hold](profile.guardian?.email ?? '')}</p>
    </section>
  );
}
