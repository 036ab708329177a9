import { ambassadors as contracts, type EventDetail, type events } from '@app/shared/contracts';
import { Invalid, NotFound } from '#lib/errors';
import { generalSettings } from '../settings';
import { approveAmbassador } from './ambassadors';

/**
 * Settings > General's Auto-approve Student Sign-ups: a student who signs up is approved as an admin's approval would
 * (the same `approveAmbassador`: personal code, store sync queued, Objective 1), as soon as their
 * sign-up is announced, so they are approved by the time they have confirmed their e-mail and sign in.
 * The setting is read when the event is consumed. A redelivery, a replay or an admin who approved first
 * finds the student approved and changes nothing; a student deleted meanwhile is left alone.
 */
export async function autoApproveOnSignUp(
  detail: EventDetail<typeof events.ambassadorSignedUp>,
): Promise<'approved' | 'left pending' | 'already approved' | 'gone'> {
  if (detail.role !== 'student') return 'left pending';
  if (!(await generalSettings()).autoApproveStudentSignUps) return 'left pending';
  try {
    await approveAmbassador(detail.user_id);
    return 'approved';
  } catch (error) {
    if (error instanceof Invalid && error.message === contracts.approveAmbassador.errors.notPending) return 'already approved';
    if (error instanceof NotFound) return 'gone';
    throw error;
  }
}
