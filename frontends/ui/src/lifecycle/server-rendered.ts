/**
 * The mark on the container of a page the server rendered (`<div id="single-spa-application:campaign-page"
 * data-server-rendered>`): single-spa-react mounts the application into that element by its id, and the
 * lifecycle hydrates it instead of rendering into it.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The element single-spa-react mounts an application into (its default dom element getter's id). */
export const containerIdOf = (application: string) => `single-spa-application:${application}`;
