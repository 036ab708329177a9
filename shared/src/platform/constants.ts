/** Business constants (spec part 1, section 9; part 2, section 9). */
export const MINIMUM_AGE = 13;

/** Members under this age take part only once a parent or guardian has acknowledged the programme (issue 44). */
export const ADULT_AGE = 18;

/** A year of birth further back than this many years is a typing mistake. */
export const MAXIMUM_AGE = 120;

export const PASSWORD_MIN_LENGTH = 6;

export const SHIRT_GOAL = 10;

export const CUSTOMER_DISCOUNT_PERCENT = 10;

export const DEFAULT_COMMISSION_RATE_PERCENT = 10;

export const ORGANIZATION_DONATION_PER_SHIRT = 5;

export const CLIMATE_DONATION_PER_SHIRT = 1;

export const COPY_TICK_MS = 2000;

export const APPLICATION_REDIRECT_MS = 2000;

export const SIDEBAR_COOKIE_MAX_AGE_DAYS = 7;

export const MOBILE_BREAKPOINT_PX = 768;

/** The programme's name and logo initials until an admin brands it (the spec names none). */
export const PROGRAM_NAME = 'Ambassador Program';

export const PROGRAM_INITIALS = 'AP';

/**
 * The store's Admin API version, for the Admin GraphQL API and the store's webhooks alike (the Shopify app's
 * webhook subscriptions name the same version). Shopify releases a stable version each quarter (YYYY-01, -04,
 * -07, -10) and supports each for about 12 months; a request for a retired version is answered by the oldest
 * supported one, whose fields may differ. 2026-10 is supported until about October 2027: move on to the
 * newest stable version by July 2027, checking every query, mutation and input field of code-sync against
 * its reference (and the store stand-in's allow-list with them). Here rather than taken from
 * @shopify/shopify-api's ApiVersion, which would bring that whole library into the browser and every Lambda
 * for one string; functions/src/orders/verify-hmac.test.ts checks it is a stable version the library supports.
 */
export const STORE_API_VERSION = '2026-10';
