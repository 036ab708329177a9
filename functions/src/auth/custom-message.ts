import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { escapeHtml } from '@app/shared/platform';
import { brandHeaderHtml, type EmailBrand } from '#lib/mail';
import { emailBrand } from '../settings';
import { logger } from '#lib/observability';

/** Cognito's bound on an e-mail subject a custom message sets. */
export const MAX_EMAIL_SUBJECT = 140;

const SUBJECT_START = 'You are invited to run ';

const singleLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Cut with an ellipsis to `max` characters at most. */
const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
/** Text for the HTML body: escaped, braces too, which Cognito would otherwise read as a placeholder. */
const bodyText = (text: string) => escapeHtml(text).replace(/[{}]/g, (brace) => `&#${brace.charCodeAt(0)};`);

/** The brand's header (the logo, else the name), its braces escaped like the body's. */
const header = (brand: EmailBrand) =>
  brandHeaderHtml({ ...brand, name: singleLine(brand.name) }).replace(/[{}]/g, (brace) => `&#${brace.charCodeAt(0)};`);

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
 * The code e-mails (a sign-up's verification code, a resent one, a password reset's), under the programme's
 * logo or name like every other e-mail; Cognito puts the code where its placeholder stands.
 */
export function codeEmail(
  kind: 'verification' | 'password reset',
  brand: EmailBrand,
  codeParameter: string,
): { emailSubject: string; emailMessage: string } {
  const name = singleLine(brand.name);
  const subject = kind === 'verification' ? `Your ${name} verification code` : `Your ${name} password reset code`;
  const after =
    kind === 'verification'
      ? 'Enter it on the verification page to confirm your e-mail address.'
      : 'Enter it with your new password. If you did not ask to reset your password, you can ignore this e-mail.';
  return {
    emailSubject: fit(subject, MAX_EMAIL_SUBJECT),
    emailMessage: `${header(brand)}<p>Your ${kind} code is ${codeParameter}.</p><p>${after}</p>`,
  };
}

const CODE_EMAILS: Partial<Record<CustomMessageTriggerEvent['triggerSource'], 'verification' | 'password reset'>> = {
  CustomMessage_SignUp: 'verification',
  CustomMessage_ResendCode: 'verification',
  CustomMessage_ForgotPassword: 'password reset',
};

/**
 * The user pool's custom message trigger: every e-mail Cognito sends carries the programme's logo (or its
 * name) as the product's own e-mails do; the invitation of an admin-created account names the programme.
 * When the settings cannot be read, the message keeps Cognito's own text, which names no programme: an
 * e-mail without the brand beats no e-mail.
 */
export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const codeKind = CODE_EMAILS[event.triggerSource];
  if (event.triggerSource !== 'CustomMessage_AdminCreateUser' && !codeKind) return event;
  try {
    const brand = await emailBrand();
    const { userAttributes, usernameParameter, codeParameter } = event.request;
    if (codeKind) {
      Object.assign(event.response, codeEmail(codeKind, brand, codeParameter));
      return event;
    }
    // Cognito always names the user name's placeholder for an invitation; its usual spelling otherwise.
    const invitation = invitationEmail(brand.name, {
      email: userAttributes.email,
      usernameParameter: usernameParameter ?? '{username}',
      codeParameter,
    });
    Object.assign(event.response, { ...invitation, emailMessage: `${header(brand)}<p>${invitation.emailMessage}</p>` });
  } catch (error) {
    logger.error('Could not read the Program Name or the logo; the e-mail keeps Cognito’s own text', { error });
  }
  return event;
}
