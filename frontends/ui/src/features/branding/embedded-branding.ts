import type { Branding } from '@app/shared/settings';

/** The id of the `<script type="application/json">` element a server-rendered page carries its branding in (ui/src/server). */
export const BRANDING_DATA_ELEMENT_ID = 'branding-data';

let embedded: { branding: Branding | undefined } | undefined;

/**
 * The branding the server rendered this document's page with (sign-in's first HTML), so the page hydrates
 * with what it shows and the browser does not ask again; undefined on any other page, and on the server.
 * Read once a page load, as the branding is (a data block, which the CSP's script-src does not run).
 */
export function embeddedBranding(): Branding | undefined {
  if (typeof document === 'undefined') return undefined;
  embedded ??= { branding: parsed(document.getElementById(BRANDING_DATA_ELEMENT_ID)?.textContent) };
  return embedded.branding;
}

function parsed(text: string | null | undefined): Branding | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Branding;
  } catch {
    return undefined;
  }
}
