/** Letters and digits only, upper case: what a customer can type at checkout. */
function codePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}

/**
 * Campaign members' discount codes take the NAMEACRONYM form (spec part 1, section 1): first name and
 * organization acronym. When a code is taken, the next candidates append 2, 3, ...
 */
export function campaignMemberCode(firstName: string, acronym: string, attempt = 1): string {
  const base = `${codePart(firstName) || 'MEMBER'}${codePart(acronym)}`;
  return attempt === 1 ? base : `${base}${attempt}`;
}

/**
 * A campaign's own code (issue 45): its organization's acronym (HHS), the next candidates appending 2, 3...
 * (HHS2), as members' codes do. Claimed among the personal codes, so no member's code is ever a campaign's.
 */
export function campaignCode(acronym: string, attempt = 1): string {
  const base = codePart(acronym) || 'CAMPAIGN';
  return attempt === 1 ? base : `${base}${attempt}`;
}

/**
 * Student ambassadors' codes: first name plus the initial of the last name (SAMR); when taken, a
 * number from 10 upward (SAMR10, SAMR11...), so a code stays short enough to say aloud.
 */
export function studentCode(firstName: string, lastName: string, attempt = 1): string {
  const base = `${codePart(firstName) || 'AMBASSADOR'}${codePart(lastName).slice(0, 1)}`;
  return attempt === 1 ? base : `${base}${attempt + 8}`;
}

/** Codes compare case-insensitively: customers type them in any case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
