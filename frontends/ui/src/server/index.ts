// Rendering a micro-frontend's page on the server (the public campaign page's first HTML): Node only,
// never in a browser bundle.
export { renderAreaToHtml } from './render-area';
