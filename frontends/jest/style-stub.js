// Stylesheets mean nothing to jsdom.
module.exports = {};
