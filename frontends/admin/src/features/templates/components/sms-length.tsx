/** Why the count may differ from what a phone receives: placeholders are counted as written, and some characters cost more. */
export const SMS_LENGTH_HINT =
  'Counted as written: a placeholder such as {firstName} counts its own characters, not the name it becomes. An emoji or other character outside the GSM alphabet cuts each message to 70 characters; ^ { } [ ] ~ \\ | € count twice.';
