// One Lambda cold start in this fresh process: load a bundle (argv[2]) and hand its handler one event
// (argv[3], JSON). Prints the two times in milliseconds and what the handler answered, as one JSON line.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const [file, eventJson] = process.argv.slice(2);
const name = process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'bench';
const context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: name,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
  memoryLimitInMB: '512',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${name}`,
  logStreamName: 'bench',
  getRemainingTimeInMillis: () => 10_000,
};

const loading = performance.now();
const { handler } = await import(pathToFileURL(file).href);
const loaded = performance.now();
const answer = await handler(JSON.parse(eventJson), context);
const answered = performance.now();
console.log(JSON.stringify({ loadMs: loaded - loading, firstRequestMs: answered - loaded, statusCode: answer?.statusCode ?? null }));
