// The modules every micro-frontend and the root share at runtime through Module Federation.
// Singletons: two copies of React (or of the router, swr's cache, the auth or API client) on one page break it.
// Versions come from the UI kit's package.json, the one place these dependencies are declared.
const { dependencies } = require('@app/ui/package.json');

const singleton = (packageName) => ({ singleton: true, requiredVersion: dependencies[packageName] });

/** Workspace modules: built from source, always the version in this repository, so no semver check. */
const workspaceSingleton = { singleton: true, requiredVersion: false, version: '0.0.0' };

module.exports = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react'),
  'react/jsx-dev-runtime': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom'),
  swr: singleton('swr'),
  // The router, through the UI kit's re-export of the parts we use (see ui/src/router.ts).
  '@app/ui/router': workspaceSingleton,
  // Holds Amplify's configuration and the session store: root configures it once, every remote reads it.
  '@app/ui/auth': workspaceSingleton,
  '@app/ui/api': workspaceSingleton,
};
