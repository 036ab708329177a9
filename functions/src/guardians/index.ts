import { defineDomain } from '#lib/domain';
import { guardianRoutes } from './routes';

/**
 * Guardians of members under 18 (issue 44): the link each is e-mailed (issued here, sent by notifications),
 * their page, their acknowledgement (the member's code then goes to the store) or withdrawal (the account is
 * paused), and the admin's re-send. The rules themselves (who needs a guardian, on which day) are
 * @app/shared/guardians, read where they apply: code sync, payouts, the ambassadors list.
 */
export const guardiansDomain = defineDomain({ name: 'guardians', routes: guardianRoutes, consumers: [] });

export { issueGuardianLink, memberOfGuardianLink } from './guardians';
export { currentLinkHash, deleteGuardianLink } from './guardian-link-data';
