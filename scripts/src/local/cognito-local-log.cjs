// Loaded into cognito-local before it starts (node --require). cognito-local logs through pino-pretty,
// whose pipeline holds lines back (more of them the longer it runs) until later lines push them out:
// what it "sent" (a code, an invitation) would reach the local stack late, or not before it stops. Its
// logs are written here instead, one line each as it is logged: level, request, target and message.
const fs = require('node:fs');
const Module = require('node:module');

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

function lineOf(json) {
  try {
    const { level, reqId, target, msg, err } = JSON.parse(json);
    const text = [msg, err && err.stack].filter(Boolean).join(' ');
    return `[${LEVELS[level] ?? level}] ${reqId ?? 'NONE'} ${target ?? 'NONE'} ${text}\n`;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
}

const load = Module._load;
Module._load = function loadWithPlainLogs(request, ...rest) {
  if (request !== 'pino-pretty') return load.call(this, request, ...rest);
  const plain = () => ({ write: (json) => fs.writeSync(1, lineOf(String(json))) });
  return Object.assign(plain, { default: plain });
};
