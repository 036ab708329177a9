import { ROLES, type Role } from '@app/shared/roles';
import type { Grant } from './grants';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: /api/campaigns/{slug} */
  path: string;
  /** Module under functions/src that exports `handler`. */
  handler: string;
  /** 'public' routes carry no authorizer; every other route needs a token whose group is listed. */
  access: 'public' | readonly Role[];
  /** A public route that authenticates its caller itself (the store webhook's HMAC): unsigned calls get 401. */
  signedBy?: 'store';
  grants: readonly Grant[];
}

const signedIn = ROLES;
export const adminOnly = ['admin'] as const satisfies readonly Role[];

/**
 * Every HTTP route of the product: the API stack creates one Lambda and one API Gateway route
 * per entry, the local HTTP API dispatches by it, and the authorize middleware enforces `access`.
 */
export const routes = [
  { method: 'GET', path: '/api/health', handler: 'health/get-health', access: 'public', grants: ['table:read', 'users:read', 'assets:read', 'events:read'] },

  { method: 'POST', path: '/api/auth/student-sign-up', handler: 'auth/sign-up-student', access: 'public', grants: ['table:write', 'users:write'] },
  { method: 'POST', path: '/api/auth/fundraiser-sign-up', handler: 'auth/sign-up-fundraiser', access: 'public', grants: ['table:write', 'users:write', 'events:put', 'store:storefront'] },
  { method: 'POST', path: '/api/auth/confirm-sign-up', handler: 'auth/confirm-sign-up', access: 'public', grants: ['users:write'] },

  { method: 'GET', path: '/api/me', handler: 'profiles/get-me', access: signedIn, grants: ['table:read'] },

  // Store integration (issue 4): order webhooks in, leaderboards out, discount-code sync.
  { method: 'POST', path: '/api/webhooks/shopify', handler: 'webhooks/receive-shopify-webhook', access: 'public', signedBy: 'store', grants: ['events:put', 'store:webhook'] },
  { method: 'GET', path: '/api/leaderboards/students', handler: 'leaderboards/get-student-leaderboard', access: ['student', 'admin'], grants: ['table:read'] },
  { method: 'GET', path: '/api/leaderboards/campaigns/{campaignId}', handler: 'leaderboards/get-campaign-leaderboard', access: ['fundraising_ambassador', 'admin'], grants: ['table:read'] },
  { method: 'GET', path: '/api/leaderboards/campaign-pages/{slug}', handler: 'leaderboards/get-campaign-page', access: 'public', grants: ['table:read'] },
  { method: 'GET', path: '/api/admin/code-sync/stats', handler: 'code-sync/get-code-sync-stats', access: adminOnly, grants: ['table:read'] },
  { method: 'GET', path: '/api/admin/code-sync/records', handler: 'code-sync/list-code-sync-records', access: adminOnly, grants: ['table:read'] },
  { method: 'POST', path: '/api/admin/code-sync/process-pending', handler: 'code-sync/process-pending-syncs', access: adminOnly, grants: ['table:read', 'table:write', 'store:admin'] },
  { method: 'POST', path: '/api/admin/code-sync/bulk-sync', handler: 'code-sync/bulk-sync-codes', access: adminOnly, grants: ['table:read', 'table:write', 'store:admin'] },
  { method: 'POST', path: '/api/admin/code-sync/retry-failed', handler: 'code-sync/retry-failed-syncs', access: adminOnly, grants: ['table:read', 'table:write', 'store:admin'] },
  { method: 'GET', path: '/api/admin/code-sync/health', handler: 'code-sync/check-store-connection', access: adminOnly, grants: ['store:admin'] },
  { method: 'GET', path: '/api/admin/settings/auto-sync', handler: 'settings/get-auto-sync', access: adminOnly, grants: ['table:read'] },
  { method: 'PUT', path: '/api/admin/settings/auto-sync', handler: 'settings/put-auto-sync', access: adminOnly, grants: ['table:write'] },

  { method: 'GET', path: '/api/campaigns', handler: 'campaigns/list-active-campaigns', access: 'public', grants: ['table:read'] },
  { method: 'GET', path: '/api/campaigns/{campaign_id}', handler: 'campaigns/get-campaign', access: 'public', grants: ['table:read'] },
  { method: 'POST', path: '/api/campaigns/verify-passcode', handler: 'campaigns/verify-passcode', access: 'public', grants: ['table:write'] },
  { method: 'POST', path: '/api/campaign-applications', handler: 'applications/submit-application', access: 'public', grants: ['table:write'] },
] as const satisfies readonly RouteDefinition[];

export type RouteKey = `${(typeof routes)[number]['method']} ${(typeof routes)[number]['path']}`;

export function routeKeyOf(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

const byKey = new Map<string, RouteDefinition>(routes.map((route) => [routeKeyOf(route), route]));

/** The route behind an API Gateway routeKey ("GET /api/me"), or undefined for one we never declared. */
export function findRoute(routeKey: string): RouteDefinition | undefined {
  return byKey.get(routeKey);
}
