import { useBranding } from '@app/ui';

/**
 * The programme's mark on the public pages: the logo an admin uploaded (its alt text the program name),
 * else the program name as a wordmark. Never the initials: someone who has not joined yet meets the brand.
 */
export function BrandMark() {
  const { programName, logoUrl } = useBranding();
  if (logoUrl) return <img src={logoUrl} alt={programName} className="h-12 w-auto max-w-48 object-contain" />;
  return <p className="text-xl leading-tight font-bold tracking-tight text-primary">{programName}</p>;
}
