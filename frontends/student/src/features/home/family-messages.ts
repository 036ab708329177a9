import { CLIMATE_DONATION_PER_SHIRT, CUSTOMER_DISCOUNT_PERCENT, SHIRT_GOAL } from '@app/shared/constants';
import type { Profile } from '@app/shared/profile';

/** The Start Here steps' ready-to-copy messages, with spec part 1 section 9's fallbacks where the profile has no value yet. */
type MessageProfile = Pick<Profile, 'first_name' | 'school' | 'personal_code' | 'shop_link'>;

function valuesFor(profile: MessageProfile) {
  return {
    firstName: profile.first_name.trim() || '[Your Name]',
    school: profile.school?.trim() || '[School Name]',
    code: profile.personal_code?.trim() || '[Your Code]',
    shopLink: profile.shop_link?.trim() || '[Shop Link]',
  };
}

/** Step 1: a short text for family members. */
export function familyTextMessage(profile: MessageProfile): string {
  const { firstName, school, code, shopLink } = valuesFor(profile);
  return (
    `Hi! It's ${firstName}. I'm selling climate-friendly shirts for ${school} and my goal is ${SHIRT_GOAL} shirts. ` +
    `Every shirt gives $${CLIMATE_DONATION_PER_SHIRT} to climate action. ` +
    `Use my code ${code} for ${CUSTOMER_DISCOUNT_PERCENT}% off: ${shopLink}`
  );
}

/** Step 2: an e-mail a parent sends to their own contacts. */
export function parentEmail(profile: MessageProfile): { subject: string; body: string } {
  const { firstName, school, code, shopLink } = valuesFor(profile);
  return {
    subject: `Help ${firstName} sell ${SHIRT_GOAL} climate-friendly shirts for ${school}`,
    body: [
      'Hi everyone,',
      `${firstName} is a student ambassador for ${school}, selling climate-friendly shirts. The goal is ${SHIRT_GOAL} shirts, and every shirt sold gives $${CLIMATE_DONATION_PER_SHIRT} to climate action.`,
      `If you would like to help, shop here: ${shopLink}\nUse the code ${code} at checkout for ${CUSTOMER_DISCOUNT_PERCENT}% off.`,
      `Please pass this along to anyone who might be interested. Thank you for supporting ${firstName}!`,
    ].join('\n\n'),
  };
}
