import { userPoolDefinition } from '@app/functions/platform';
import { findFreePortBlock } from './free-ports';
import { startLambdaEndpoint } from './lambda-endpoint';

/** The local Lambda endpoint as cognito-local's Lambda client calls it: Invoke, with the function's answer or its error. */
describe('the local Lambda endpoint', () => {
  let lambda: Awaited<ReturnType<typeof startLambdaEndpoint>>;

  beforeAll(async () => {
    // The pre-sign-up trigger needs no table (nor, for a sign-up without a key, the key), so the endpoint's plumbing is tested with a real entry alone.
    lambda = await startLambdaEndpoint({
      port: await findFreePortBlock(1),
      functions: { 'pre-sign-up': userPoolDefinition.triggers.preSignUp },
    });
  });
  afterAll(async () => {
    await lambda.stop();
  });

  const invoke = (name: string, payload: unknown) =>
    fetch(`${lambda.endpoint}/2015-03-31/functions/${name}/invocations`, { method: 'POST', body: JSON.stringify(payload) });

  const event = (triggerSource: string) => ({
    version: '1',
    triggerSource,
    userPoolId: 'local_pool',
    userName: 'someone',
    request: { userAttributes: { email: 'someone@example.test' }, clientMetadata: {} },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  });

  it("runs the named function with the payload and answers with what it returns, as Lambda's Invoke does", async () => {
    const answer = await invoke('pre-sign-up', event('PreSignUp_AdminCreateUser'));

    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-amz-function-error')).toBeNull();
    expect(await answer.json()).toEqual(event('PreSignUp_AdminCreateUser'));
  });

  it('answers a function that throws with X-Amz-Function-Error and its message, as Lambda does', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const answer = await invoke('pre-sign-up', event('PreSignUp_SignUp'));

    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect(await answer.json()).toEqual({ errorType: 'Error', errorMessage: 'Please sign up on the programme website.' });
    expect(logged).toHaveBeenCalledWith('Lambda pre-sign-up failed', expect.any(Error));
    logged.mockRestore();
  });

  it('knows only the functions it was given', async () => {
    const answer = await invoke('orders', {});

    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-amzn-errortype')).toBe('ResourceNotFoundException');
  });
});
