import type { PageContract, RouteContract } from '@app/shared/contracts';
import type { Grant } from './grants';
import { domains, pageDomains } from './domains';

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

/** A server-rendered page with the domain whose Lambda renders it. */
export interface PlatformPage {
  domain: string;
  contract: PageContract;
}

/** Every web page of every page domain (platform/domains.ts); API checks such as the fuzz suite read `routes` only. */
export const pageRoutes: readonly PlatformPage[] = pageDomains.flatMap((domain) =>
  (domain.pages ?? []).map(({ contract }) => ({ domain: domain.name, contract })),
);
