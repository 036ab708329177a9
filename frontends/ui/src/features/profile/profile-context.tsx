import type { Profile } from '@app/shared/profiles';
import { createContext, useContext } from 'react';

export const ProfileContext = createContext<Profile | null>(null);

/** The signed-in user's profile, inside a RequireRole (which renders nothing else until it has one). */
export function useProfile(): Profile {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useProfile() is used outside <RequireRole>');
  return profile;
}
