// Rendering a page application's page on the server (the public campaign page's and sign-in's first HTML):
// Node only, never in a browser bundle.
export { BRANDING_DATA_ELEMENT_ID } from '../features/branding/embedded-branding';
export { renderPageToHtml } from './render-page';
// The router a routed page renders in on the server, at the request's address: the browser's is BrowserRouter (ui/router).
export { StaticRouter } from 'react-router';
