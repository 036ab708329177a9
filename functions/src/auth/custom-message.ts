import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { escapeHtml } from '#lib/mail';
import { generalSettings } from '../settings';

/** Cognito's bound on an e-mail subject a custom message sets. */
export const MAX_EMAIL_SUBJECT = 140;

const SUBJECT_START = 'You are invited to run ';

const singleLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Cut with an ellipsis to `max` characters at most. */
const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
/** Text for the HTML body: escaped, braces too, which Cognito would otherwise read as a placeholder. */
const bodyText = (text: string) => escapeHtml(text).replace(/[{}]/g, (brace) => `&#${brace.charCodeAt(0)};`);

/**
 * The invitation an invited admin receives (Settings, Users), in the name of the programme as saved in
 * Settings > General, telling them to sign in with their e-mail address. Cognito fills in the placeholders
 * the trigger gives: the temporary password and the user name.
 */
export function invitationEmail(
  programName: string,
  invited: { email: string | undefined; usernameParameter: string; codeParameter: string },
): { emailSubject: string; emailMessage: string } {
  const name = singleLine(programName);
  // The pool signs in by e-mail, and its user names are generated ids: the e-mail is what to sign in with.
  // Cognito still wants the user name's placeholder in an invitation, so it is given as the account's id.
  const signIn = invited.email
    ? `Sign in with your e-mail address, ${bodyText(invited.email)}, and the temporary password ${invited.codeParameter}, then choose your own password. Your account id is ${invited.usernameParameter}.`
    : `Sign in with ${invited.usernameParameter} and the temporary password ${invited.codeParameter}, then choose your own password.`;
  return {
    emailSubject: SUBJECT_START + fit(name, MAX_EMAIL_SUBJECT - SUBJECT_START.length),
    emailMessage: `Hello! You have been invited as an admin of ${bodyText(name)}. ${signIn}`,
  };
}

/**
 * The user pool's custom message trigger: the invitation of an admin-created account names the programme.
 * Every other message (sign-up and reset codes) keeps the pool's own text. When the settings cannot be
 * read, the invitation keeps Cognito's own text too, which names no programme: an invitation that names
 * none beats no invitation.
 */
export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  if (event.triggerSource !== 'CustomMessage_AdminCreateUser') return event;
  try {
    const { programName } = await generalSettings();
    const { userAttributes, usernameParameter, codeParameter } = event.request;
    // Cognito always names the user name's placeholder for an invitation; its usual spelling otherwise.
    Object.assign(
      event.response,
      invitationEmail(programName, { email: userAttributes.email, usernameParameter: usernameParameter ?? '{username}', codeParameter }),
    );
  } catch (error) {
    console.error('Could not read the Program Name; the invitation keeps Cognito’s own text', error);
  }
  return event;
}
