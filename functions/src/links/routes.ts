import { links } from '@app/shared/contracts';
import { route } from '#lib/http';
import { conversionRanking } from './conversion-ranking';
import { myLinkStats } from './link-stats';

export const linkRoutes = [
  // The caller's own figures only: the user id is the token's.
  route(links.getMyLinkStats, ['table:read'], ({ caller }) => myLinkStats(caller.userId)),
  route(links.getConversionRanking, ['table:read'], () => conversionRanking()),
];
