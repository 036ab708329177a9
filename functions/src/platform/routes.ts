import { routeKeyOf, type RouteContract } from '@app/shared/contracts';
import type { Domain } from '#lib/domain';
import type { Grant } from './grants';
import { domains } from './domains';

/** A route with the domain whose Lambda serves it. */
export interface PlatformRoute {
  domain: string;
  contract: RouteContract;
  grants: readonly Grant[];
}

/** Every route of every domain, gathered from the domains' own lists. */
export function routesOf(list: readonly Domain[]): PlatformRoute[] {
  return list.flatMap((domain) => domain.routes.map(({ contract, grants }) => ({ domain: domain.name, contract, grants })));
}

export const routes: readonly PlatformRoute[] = routesOf(domains);

const byKey = new Map(routes.map((route) => [routeKeyOf(route.contract), route]));

/** The route behind an API Gateway routeKey ("GET /api/me"), or undefined for one never declared. */
export function findRoute(routeKey: string): PlatformRoute | undefined {
  return byKey.get(routeKey);
}
