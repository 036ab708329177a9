// The root is the Module Federation host: it provides the shared singletons (the auth client that
// it configures, React for it) and loads each remote's remoteEntry.js by the URL in
// /microfrontends.json at run time, so a remote is redeployed without rebuilding the root.
module.exports = {
  name: 'root',
  shared: require('../webpack/shared-modules'),
};
