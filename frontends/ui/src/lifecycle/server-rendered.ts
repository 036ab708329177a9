/**
 * The mark on the container of a page the server rendered (`<div id="single-spa-application:campaign-page"
 * data-server-rendered>`): single-spa-react mounts the application into that element by its id, and the
 * lifecycle hydrates it instead of rendering into it.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The element single-spa-react mounts an application into (its default dom element getter's id). */
export const containerIdOf = (application: string) => `single-spa-application:${application}`;

/**
 * The JSON a page the server rendered carries in its data block `id` (a `<script type="application/json">`,
 * which the CSP's script-src does not run: ui/src/server), or undefined: no such block, one that does not
 * parse, or no document (the server).
 */
export function embeddedData(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
