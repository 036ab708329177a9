/**
 * What seeding, the bench and tests use of messages and product code does not: import it from
 * `@app/functions/messages/seeding`; lint keeps it out of what ships.
 */
export { markRead, sendBroadcast, sendDirectMessage } from './message-data';
