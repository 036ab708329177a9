import { trackedLinkFor, type LinkSource } from '@app/shared/links';
import { useProfile } from './profile-context';

/**
 * The signed-in ambassador's tracked link on this site (`<origin>/r/<code>`, with `?via=` for a named
 * source): the one link every share button gives, so every share is counted. Null before they have a code.
 */
export function useTrackedLink(via?: LinkSource): string | null {
  const { personal_code: code } = useProfile();
  return code ? trackedLinkFor(window.location.origin, code, via) : null;
}
