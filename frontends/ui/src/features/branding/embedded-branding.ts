import type { Branding } from '@app/shared/settings';
import { embeddedData } from '../../lifecycle/server-rendered';

/** The id of the data block a server-rendered page carries its branding in (ui/src/server). */
export const BRANDING_DATA_ELEMENT_ID = 'branding-data';

let embedded: { branding: Branding | undefined } | undefined;

/**
 * The branding the server rendered this document's page with (sign-in's first HTML), so the page hydrates
 * with what it shows and the browser does not ask again; undefined on any other page, and on the server.
 * Read once a page load, as the branding is.
 */
export function embeddedBranding(): Branding | undefined {
  embedded ??= { branding: embeddedData(BRANDING_DATA_ELEMENT_ID) as Branding | undefined };
  return embedded.branding;
}
