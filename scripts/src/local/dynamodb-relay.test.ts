import net from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { startRelay } from './dynamodb';

// No wait in these tests may end by this bound: a cut that waited for nothing would hang into jest's timeout.
const NEVER_MS = 3_600_000;

/** A stand-in for the engine: it holds every request until the test answers it. */
async function heldEngine() {
  const requests: Array<(answer: string) => void> = [];
  const waiting: Array<() => void> = [];
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.on('data', () => {
      requests.push((answer) => socket.write(answer));
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Resolves with the way to answer the next request once it has arrived. */
    async request(index: number): Promise<(answer: string) => void> {
      while (!requests[index]) await new Promise<void>((wake) => waiting.push(wake));
      return requests[index];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const connected = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket)).once('error', reject);
  });
const closed = (socket: net.Socket) =>
  new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));
const received = (socket: net.Socket) => new Promise<string>((resolve) => socket.once('data', (data) => resolve(data.toString())));

describe('the crashable DynamoDB relay', () => {
  let engine: Awaited<ReturnType<typeof heldEngine>>;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  beforeEach(async () => {
    engine = await heldEngine();
    relay = await startRelay(0, engine.port, NEVER_MS);
  });
  afterEach(async () => {
    await relay.stop();
    await engine.stop();
  });

  it('cuts the client at once but ends only once the engine has answered the request it was executing', async () => {
    const client = await connected(relay.port);
    client.on('error', () => undefined);
    client.write('TransactWriteItems');
    const answer = await engine.request(0);

    let cutEnded = false;
    const cut = relay.cut().then(() => (cutEnded = true));
    await closed(client);
    // The client has lost its connection, but the engine is still executing: the cut has not ended (its bound is an hour).
    for (let turn = 0; turn < 10; turn++) await nextTurn();
    expect(cutEnded).toBe(false);

    answer('HTTP/1.1 200 OK');
    await cut;
    expect(cutEnded).toBe(true);
  });

  it('ends at once when no request awaits an answer, and refuses new connections until restored', async () => {
    const client = await connected(relay.port);
    client.on('error', () => undefined);
    client.write('GetItem');
    (await engine.request(0))('HTTP/1.1 200 OK');
    expect(await received(client)).toBe('HTTP/1.1 200 OK');

    await relay.cut();
    await closed(client);
    const refused = await connected(relay.port);
    await closed(refused);

    relay.restore();
    const again = await connected(relay.port);
    again.write('Query');
    (await engine.request(1))('HTTP/1.1 200 OK');
    expect(await received(again)).toBe('HTTP/1.1 200 OK');
    again.destroy();
  });
});
