// A Module Federation remote: remoteEntry.js exposes the single-spa lifecycle, and the root loads it
// by the URL in /microfrontends.json. React, the router, swr and the auth and API clients come from
// the page's shared scope, so the page runs one copy of each.
module.exports = {
  name: 'mf_admin',
  filename: 'remoteEntry.js',
  exposes: { './lifecycle': './src/lifecycle.ts' },
  shared: require('../webpack/shared-modules'),
};
