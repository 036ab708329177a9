import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Helpers for tests that check the e-mail the functions sent, as the local SES (aws-ses-v2-local) took it. */

/** One e-mail as aws-ses-v2-local keeps it (`GET /store`). */
export interface SentEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Epoch seconds. */
  at: number;
}

/** The local SES this test file's functions send through (the backend sets the SDK's own variable). */
function sesEndpoint(): string {
  const endpoint = process.env.AWS_ENDPOINT_URL_SESV2;
  if (!endpoint) throw new Error('AWS_ENDPOINT_URL_SESV2 is not set: no local SES to read');
  return endpoint;
}

/** Every e-mail the local SES took for an address (To, Cc or Bcc), oldest first. */
export async function sentEmailsTo(address: string): Promise<SentEmail[]> {
  const response = await fetch(`${sesEndpoint()}/store`);
  if (!response.ok) throw new Error(`The local SES answered ${response.status} to GET /store`);
  const { emails } = (await response.json()) as { emails: SentEmail[] };
  const wanted = address.toLowerCase();
  return emails.filter(({ destination }) =>
    [...destination.to, ...destination.cc, ...destination.bcc].some((recipient) => recipient.toLowerCase() === wanted),
  );
}

/**
 * A relay in front of the local SES that refuses the next sends it is told to, as SES refuses a message
 * (400 MessageRejected), and passes everything else through: a failing send, with the real engine
 * behind it. Point the functions at it (AWS_ENDPOINT_URL_SESV2) before their first e-mail.
 */
export async function startRefusingMailRelay() {
  const target = sesEndpoint();
  let refusals = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (refusals > 0 && req.method === 'POST' && req.url?.startsWith('/v2/email/outbound-emails')) {
        refusals--;
        res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' });
        res.end(JSON.stringify({ message: 'Refused by the test relay' }));
        return;
      }
      // What the local SES reads of a request: its type and the SDK's signature headers.
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && (['content-type', 'authorization'].includes(entry[0]) || entry[0].startsWith('x-amz-')),
        ),
      );
      void fetch(`${target}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch((error: unknown) => {
          res.writeHead(502);
          res.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The next `count` sends are refused. */
    refuseNext(count: number): void {
      refusals = count;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
