// A Module Federation remote: remoteEntry.js exposes the single-spa lifecycle, and the root loads it
// by the URL in /microfrontends.json. React, the router, swr and the auth and API clients come from
// the page's shared scope, so the page runs one copy of each.
module.exports = {
  name: 'mf_public',
  filename: 'remoteEntry.js',
  // The area, and the pages the server renders, each on its own: the campaign page (it hydrates without a
  // router) and sign-in.
  exposes: {
    './lifecycle': './src/lifecycle.ts',
    './campaign-page': './src/campaign-page-lifecycle.ts',
    './sign-in-page': './src/sign-in-page-lifecycle.ts',
  },
  shared: require('../webpack/shared-modules'),
};
