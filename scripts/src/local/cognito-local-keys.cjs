// Loaded into cognito-local before it starts (node --require). cognito-local signs every token with the
// RSA key its npm package ships, which anyone can read and sign admin tokens with; this gives it a key
// made for this state folder instead (COGNITO_KEY_FILE, created on first start, kept so sessions survive
// a restart). Its token generator and its JWKS endpoint load the key files by require, so those two
// requires are answered here.
const { generateKeyPairSync } = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');

const keyFile = process.env.COGNITO_KEY_FILE;
if (!keyFile) throw new Error('COGNITO_KEY_FILE is not set: cognito-local would sign with its published key');

function createKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // The key id cognito-local puts in every token header.
  const jwk = { ...publicKey.export({ format: 'jwk' }), use: 'sig', kid: 'CognitoLocal', alg: 'RS256' };
  const keys = { private: { jwk, pem: privateKey.export({ format: 'pem', type: 'pkcs1' }) }, public: { jwk } };
  fs.writeFileSync(keyFile, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

const keys = fs.existsSync(keyFile) ? JSON.parse(fs.readFileSync(keyFile, 'utf8')) : createKeys();

const load = Module._load;
Module._load = function loadWithStateKeys(request, ...rest) {
  if (request.endsWith('keys/cognitoLocal.private.json')) return keys.private;
  if (request.endsWith('keys/cognitoLocal.public.json')) return keys.public;
  return load.call(this, request, ...rest);
};
