const { createConfig } = require('../webpack/create-config');
const federation = require('./module-federation.config');

module.exports = (_env, argv = {}) => createConfig({ dir: __dirname, mode: argv.mode ?? 'production', federation, isRoot: true });
