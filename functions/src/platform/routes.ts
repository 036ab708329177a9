import type { RouteContract } from '@app/shared/contracts';
import type { Grant } from './grants';
import { domains } from './domains';

/** A route with the domain whose Lambda serves it. */
export interface PlatformRoute {
  domain: string;
  contract: RouteContract;
  grants: readonly Grant[];
}

/** Every route of every domain, gathered from the domains' own lists. */
export const routes: readonly PlatformRoute[] = domains.flatMap((domain) =>
  domain.routes.map(({ contract, grants }) => ({ domain: domain.name, contract, grants })),
);
