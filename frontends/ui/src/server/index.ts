// Rendering a page application's page on the server (the public campaign page's first HTML): Node only,
// never in a browser bundle.
export { renderPageToHtml } from './render-page';
