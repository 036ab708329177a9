import * as z from 'zod';

/**
 * How a campaign names its members to people other than themselves and the admins (issue 44): many are
 * high-school students, so the least by default. "Full name" is for campaigns whose members are all adults.
 */
export const PUBLIC_NAMINGS = ['initial', 'first_name', 'pseudonym', 'full_name'] as const;

export type PublicNaming = (typeof PUBLIC_NAMINGS)[number];

export const DEFAULT_PUBLIC_NAMING: PublicNaming = 'initial';

/** What the admin's campaign form offers, in its order. */
export const PUBLIC_NAMING_LABELS: Record<PublicNaming, string> = {
  initial: 'First name and initial',
  first_name: 'First name only',
  pseudonym: 'Pseudonym',
  full_name: 'Full name',
};

export const publicNamingSchema = z.enum(PUBLIC_NAMINGS, { error: 'Choose how members are named in public' });

const ADJECTIVES = [
  'Green',
  'Blue',
  'Bright',
  'Calm',
  'Clear',
  'Gentle',
  'Golden',
  'Quiet',
  'Silver',
  'Sunny',
  'Swift',
  'Wild',
  'Brave',
  'Kind',
  'Fresh',
  'Misty',
  'Mossy',
  'Rocky',
  'Sandy',
  'Windy',
] as const;
const NOUNS = [
  'Fern',
  'Oak',
  'River',
  'Meadow',
  'Cedar',
  'Willow',
  'Maple',
  'Pine',
  'Heron',
  'Otter',
  'Falcon',
  'Aspen',
  'Brook',
  'Canyon',
  'Coral',
  'Delta',
  'Glacier',
  'Harbor',
  'Lagoon',
  'Prairie',
] as const;

/** A small, stable hash of a string (FNV-1a, 32 bits): the same member gets the same pseudonym on every page. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A member's pseudonym, e.g. "Green Fern": derived from their id, so it never changes and reveals nothing. */
export function pseudonymOf(userId: string): string {
  const hash = hashOf(userId);
  return `${ADJECTIVES[hash % ADJECTIVES.length]} ${NOUNS[Math.floor(hash / ADJECTIVES.length) % NOUNS.length]}`;
}

/** The first letter of a name, upper-cased, or empty. */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase('en-US') ?? '';

/**
 * A member as others see them: "Riley C." by default, "Riley" with first names only, a pseudonym, or the
 * full name where the campaign allows it. Empty when the member has no name (the leaderboard then shows its
 * anonymous name), except a pseudonym, which every member has.
 */
export function publicNameOf(
  member: { user_id: string; first_name: string; last_name: string },
  naming: PublicNaming = DEFAULT_PUBLIC_NAMING,
): string {
  const first = member.first_name.trim();
  const last = member.last_name.trim();
  switch (naming) {
    case 'pseudonym':
      return pseudonymOf(member.user_id);
    case 'full_name':
      return [first, last].filter(Boolean).join(' ');
    case 'first_name':
      return first;
    case 'initial':
      return [first, last ? `${initialOf(last)}.` : ''].filter(Boolean).join(' ');
  }
}
