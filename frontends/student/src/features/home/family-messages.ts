import { CLIMATE_DONATION_PER_SHIRT, CUSTOMER_DISCOUNT_PERCENT, SHIRT_GOAL } from '@app/shared/platform';
import { fillPlaceholders, type AmbassadorDetails } from '@app/shared/templates';

/** The Start Here steps' ready-to-copy messages, filled with the section 9 placeholders and their fallbacks. */

/** One 160-character text once filled (issue 45): who, the school, the goal, the $1 to climate, the code and the link. */
const FAMILY_TEXT =
  `It's {firstName}! My goal: ${SHIRT_GOAL} shirts for {schoolName}, each giving $${CLIMATE_DONATION_PER_SHIRT} to climate. ` +
  `Code {studentCode} = ${CUSTOMER_DISCOUNT_PERCENT}% off: {shopLink}`;

const PARENT_EMAIL = {
  subject: `Help {firstName} sell ${SHIRT_GOAL} climate-friendly shirts for {schoolName}`,
  body: [
    'Hi everyone,',
    `{firstName} is a student ambassador for {schoolName}, selling climate-friendly shirts. The goal is ${SHIRT_GOAL} shirts, and every shirt sold gives $${CLIMATE_DONATION_PER_SHIRT} to climate action.`,
    `If you would like to help, shop here: {shopLink}\nUse the code {studentCode} at checkout for ${CUSTOMER_DISCOUNT_PERCENT}% off.`,
    'Please pass this along to anyone who might be interested. Thank you for supporting {firstName}!',
  ].join('\n\n'),
};

/** Step 1: a short text for family members. */
export function familyTextMessage(student: AmbassadorDetails): string {
  return fillPlaceholders(FAMILY_TEXT, { ...student, linkSource: 'text' });
}

/** Step 2: an e-mail a parent sends to their own contacts. */
export function parentEmail(student: AmbassadorDetails): { subject: string; body: string } {
  const emailed = { ...student, linkSource: 'email' as const };
  return { subject: fillPlaceholders(PARENT_EMAIL.subject, emailed), body: fillPlaceholders(PARENT_EMAIL.body, emailed) };
}
