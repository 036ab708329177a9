import * as z from 'zod';
import { idText } from '../platform/text';

export const MISSING_CAMPAIGN_OR_PASSCODE = 'Please select a campaign and enter the passcode.';

export const INVALID_PASSCODE = 'The passcode you entered is incorrect or has expired.';

export const CAMPAIGN_NOT_FOUND_AT_SIGN_UP = 'Campaign information not found. Please start over.';

/** Campaign selection, /fundraiser/campaigns (spec part 1, sections 2.7 and 5). */
export const passcodeCheckSchema = z.object({
  campaign_slug: idText(MISSING_CAMPAIGN_OR_PASSCODE, 'Campaign'),
  passcode: z.string({ error: MISSING_CAMPAIGN_OR_PASSCODE }).trim().min(1, MISSING_CAMPAIGN_OR_PASSCODE).max(100, INVALID_PASSCODE),
});
