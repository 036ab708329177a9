import http from 'node:http';
import { invokeEntry } from './lambda';
import { readBody } from './http-util';

/** Lambda's Invoke API path: POST /2015-03-31/functions/<name>/invocations. */
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/**
 * The local Lambda endpoint: the part of Lambda's API that cognito-local calls to run a user pool
 * trigger (Invoke, RequestResponse), for the functions named here by their entry under functions/src. The
 * function runs in this process, as the local HTTP API's handlers do; a function that throws answers as
 * Lambda does, with X-Amz-Function-Error and the error's message, and cognito-local then acts as Cognito does.
 */
export async function startLambdaEndpoint(options: {
  port: number;
  /** Function name → its entry module, e.g. { 'custom-message': 'auth/custom-message.ts' }. */
  functions: Readonly<Record<string, string>>;
}): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const name = decodeURIComponent(INVOKE_PATH.exec(req.url ?? '')?.[1] ?? '');
      const entry = req.method === 'POST' ? options.functions[name] : undefined;
      if (!entry) {
        res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException' });
        res.end(JSON.stringify({ Type: 'User', Message: `Function not found: ${name}` }));
        return;
      }
      const payload = (await readBody(req)).toString('utf8');
      try {
        const result = await invokeEntry(entry, name, payload ? JSON.parse(payload) : {});
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
        res.end(JSON.stringify(result ?? null));
      } catch (error) {
        console.error(`Lambda ${name} failed`, error);
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
        const failure =
          error instanceof Error
            ? { errorType: error.name, errorMessage: error.message }
            : { errorType: 'Error', errorMessage: String(error) };
        res.end(JSON.stringify(failure));
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
