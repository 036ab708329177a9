import { inAudience, type SentMessage } from '@app/shared/messages';
import { events, messages as contracts, type ParsedInput } from '@app/shared/contracts';
import { Invalid } from '#lib/errors';
import { announce } from '#lib/events';
import { progressStages } from '../objectives';
import { getProfile, getProfileSummaries, listProfilesByRole } from '../profiles';
import { listSent, sendBroadcast, sendDirectMessage, type SentRecord } from './message-data';

type Outgoing = ParsedInput<typeof contracts.sendMessage>['body'];

const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();

/**
 * Send Message (spec part 2, sections 2, 5 and 9): to one ambassador (who is then e-mailed, through the
 * bus), or a broadcast to the approved students (those with a personal code) of an audience as they
 * stand now — all, new, active or complete — stored with the role as its segment.
 */
export async function sendAdminMessage(fromUserId: string, outgoing: Outgoing): Promise<SentMessage> {
  if (outgoing.type === 'individual') {
    const recipient = await getProfile(outgoing.to_user_id);
    if (!recipient || recipient.role === 'admin') throw new Invalid(contracts.sendMessage.errors.recipientNotFound, 'to_user_id');
    const message = await sendDirectMessage({
      fromUserId,
      toUserId: recipient.user_id,
      subject: outgoing.subject,
      content: outgoing.content,
    });
    await announce(events.directMessageSent, {
      message_id: message.id,
      to_user_id: recipient.user_id,
      subject: message.subject,
      content: message.content,
    });
    return { ...message, audience: null, recipient_count: 1, recipient_name: fullName(recipient) };
  }
  const [students, { stageOf }] = await Promise.all([listProfilesByRole('student'), progressStages('student')]);
  // A student is an ambassador once approved, that is once they have a personal code; pending ones get no broadcast.
  const recipientIds = students
    .filter((student) => student.personal_code && inAudience(outgoing.audience, stageOf(student.user_id)))
    .map((student) => student.user_id);
  const message = await sendBroadcast({
    fromUserId,
    subject: outgoing.subject,
    content: outgoing.content,
    role: 'student',
    audience: outgoing.audience,
    recipientIds,
  });
  return { ...message, audience: outgoing.audience, recipient_count: recipientIds.length, recipient_name: null };
}

/** Message History, newest first, each individual message with its recipient's name. */
export async function sentMessages(): Promise<SentMessage[]> {
  const sent = await listSent();
  const people = await getProfileSummaries(sent.filter((message) => !message.is_broadcast).map((message) => message.to_user_id));
  return sent.map(({ recipients, ...message }: SentRecord) => {
    const person = message.is_broadcast ? undefined : people.get(message.to_user_id);
    return { ...message, recipient_count: recipients, recipient_name: person ? fullName(person) : null };
  });
}
