// A Module Federation remote: remoteEntry.js exposes the single-spa lifecycle, and the root loads it
// by the URL in /microfrontends.json. React, the router, swr and the auth and API clients come from
// the page's shared scope, so the page runs one copy of each.
module.exports = {
  name: 'mf_public',
  filename: 'remoteEntry.js',
  // The area, and the campaign page on its own (the server renders it; it hydrates without the router).
  exposes: { './lifecycle': './src/lifecycle.ts', './campaign-page': './src/campaign-page-lifecycle.ts' },
  shared: require('../webpack/shared-modules'),
};
