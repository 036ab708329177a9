import { SMS_GUIDE_LENGTH, smsLength } from '@app/shared/templates';

/** 'Character count: 172/160 · 2 messages': an SMS template's length against the guide, and the messages it is sent as. */
export function smsLengthText(content: string): string {
  const { characters, messages } = smsLength(content);
  return `Character count: ${characters}/${SMS_GUIDE_LENGTH} · ${messages} ${messages === 1 ? 'message' : 'messages'}`;
}

/** Why the count may differ from what a phone receives: placeholders are counted as written, and some characters cost more. */
export const SMS_LENGTH_HINT =
  'Counted as written: a placeholder such as {firstName} counts its own characters, not the name it becomes. An emoji or other character outside the GSM alphabet cuts each message to 70 characters; ^ { } [ ] ~ \\ | € count twice.';
