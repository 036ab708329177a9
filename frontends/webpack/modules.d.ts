// Stylesheets are imported for their side effect; webpack extracts them (see create-config.js).
declare module '*.css';
