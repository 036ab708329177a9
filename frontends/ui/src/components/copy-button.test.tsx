import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './copy-button';
import { Toaster } from './toast';

const writeText = jest.fn(async (_text: string) => undefined);

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('CopyButton', () => {
  it('copies, confirms with a toast, and shows a check mark for 2 seconds', async () => {
    render(
      <>
        <CopyButton value="SAMHHS" label="Copy Code" copiedToast="Code copied!" />
        <Toaster />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copy Code' });

    await act(async () => fireEvent.click(button));

    expect(writeText).toHaveBeenCalledWith('SAMHHS');
    expect(screen.getByText('Code copied!', { selector: 'div' })).toBeInTheDocument();
    expect(button.querySelector('.lucide-check')).not.toBeNull();

    act(() => jest.advanceTimersByTime(1999));
    expect(button.querySelector('.lucide-check')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(button.querySelector('.lucide-copy')).not.toBeNull();
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    render(
      <>
        <CopyButton value="x" label="Copy Link" />
        <Toaster />
      </>,
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Link' })));

    expect(screen.getByText('Could not copy to the clipboard.', { selector: 'div' })).toBeInTheDocument();
  });
});
