/**
 * The mark on the container of a page the server rendered (`<div id="single-spa-application:public"
 * data-server-rendered>`): single-spa-react mounts the micro-frontend into that element by its id, and the
 * lifecycle hydrates it instead of rendering into it.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The element single-spa-react mounts a micro-frontend into (its default dom element getter's id). */
export const containerIdOf = (microFrontend: string) => `single-spa-application:${microFrontend}`;
