import { act, render, screen, within } from '@testing-library/react';
import { apiErrorFrom, NetworkError } from '../api/errors';
import { dismissTopic, toast, Toaster } from './toast';

describe('error toasts', () => {
  // First in the file: the queue is module-level, and no toast has been raised yet.
  it('render nothing before the first toast, whose list (and its Radix primitives) loads with it', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      toast({ title: 'Saved' });
    });

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('show an API failure’s request id as a reference support can find in the logs', async () => {
    render(<Toaster />);

    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to save settings',
        variant: 'destructive',
        error: apiErrorFrom(500, { error: { code: 'internal', message: 'Something went wrong. Please try again.' } }, 'req-7f3a'),
      });
    });

    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-7f3a')).toBeInTheDocument();
  });

  it('show no reference for a refusal, whose message says what to change', () => {
    render(<Toaster />);

    act(() => {
      toast({
        title: 'Error',
        description: 'Invalid Passcode',
        variant: 'destructive',
        error: apiErrorFrom(400, { error: { code: 'invalid_input', message: 'Invalid Passcode' } }, 'req-400'),
      });
    });

    const refused = screen.getByText('Invalid Passcode').closest('li')!;
    expect(within(refused).queryByText(/^Reference:/)).not.toBeInTheDocument();
  });

  it('show no reference when the failure had none to give', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Offline', description: 'No answer', variant: 'destructive', error: new NetworkError(new TypeError('fetch failed')) });
    });

    // The queue outlives a render: look inside this toast only.
    const offline = screen.getByText('No answer').closest('li')!;
    expect(within(offline).queryByText(/^Reference:/)).not.toBeInTheDocument();
  });
});

describe('toasts on a topic', () => {
  it('replace the one showing on the same topic, leave other topics alone, and close when the topic is dismissed', async () => {
    render(<Toaster />);
    const shown = (text: string) => screen.queryByText(text)?.closest('li')?.getAttribute('data-state');

    act(() => {
      toast({ title: 'Unrelated', description: 'Another topic' });
      toast({ title: 'Welcome', description: 'Please check your email', topic: 'account' });
    });
    act(() => {
      toast({ title: 'Email verified', description: 'Your account is ready', topic: 'account' });
    });

    expect(await screen.findByText('Your account is ready')).toBeInTheDocument();
    expect(shown('Please check your email')).not.toBe('open');
    expect(shown('Another topic')).toBe('open');

    act(() => {
      toast({ title: 'Invalid Passcode', description: 'The passcode you entered is incorrect', variant: 'destructive', topic: 'passcode' });
    });
    expect(shown('The passcode you entered is incorrect')).toBe('open');
    act(() => {
      dismissTopic('passcode');
    });
    expect(shown('The passcode you entered is incorrect')).not.toBe('open');
    expect(shown('Your account is ready')).toBe('open');
  });
});
