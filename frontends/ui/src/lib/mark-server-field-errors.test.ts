import { ConflictError, InvalidInputError } from '@app/ui/api';
import { markServerFieldErrors } from './mark-server-field-errors';

describe('markServerFieldErrors', () => {
  it('marks every refused field the form has, with the API message, and says so', () => {
    const setError = jest.fn();
    const error = new InvalidInputError(400, 'invalid_input', 'Name too short', 'name', {
      name: 'Name too short',
      hidden: 'Not on this form',
    });

    const marked = markServerFieldErrors(error, setError, ['name', 'email']);

    expect(marked).toBe(true);
    expect(setError.mock.calls).toEqual([['name', { message: 'Name too short' }]]);
  });

  it('uses the single field when the API lists no others', () => {
    const setError = jest.fn();

    markServerFieldErrors(new InvalidInputError(400, 'invalid_input', 'Invalid code', 'code'), setError, ['code']);

    expect(setError).toHaveBeenCalledWith('code', { message: 'Invalid code' });
  });

  it('marks a refused element of a list beside the list', () => {
    const setError = jest.fn();
    const error = new InvalidInputError(400, 'invalid_input', 'Not a number', 'ids.2', { 'ids.2': 'Not a number' });

    expect(markServerFieldErrors(error, setError, ['ids', 'name'])).toBe(true);

    expect(setError.mock.calls).toEqual([['ids', { message: 'Not a number' }]]);
  });

  it('marks nothing for an error about no field, or about a field the form lacks', () => {
    const setError = jest.fn();

    expect(markServerFieldErrors(new ConflictError(409, 'user_exists', 'User already registered'), setError, ['email'])).toBe(false);
    expect(markServerFieldErrors(new InvalidInputError(400, 'invalid_input', 'Bad', 'passcode'), setError, ['email'])).toBe(false);
    expect(markServerFieldErrors(new Error('offline'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
