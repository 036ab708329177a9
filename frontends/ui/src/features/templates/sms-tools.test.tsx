import { render, screen } from '@testing-library/react';
import { OpenInMessages, SmsLength } from './sms-tools';

describe('SmsLength', () => {
  it('counts a text that fits one message, with no warning', () => {
    render(<SmsLength text={'a'.repeat(160)} withMessages />);

    expect(screen.getByText('Character count: 160/160 · 1 message')).toBeInTheDocument();
    expect(screen.queryByText(/^Too long for one text/)).not.toBeInTheDocument();
  });

  it('warns once a text runs past one message: past 160 characters, or 70 with an emoji', () => {
    const { rerender } = render(<SmsLength text={'a'.repeat(161)} live />);

    expect(screen.getByText('Character count: 161/160')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Too long for one text: it is sent as 2 messages.')).toHaveAttribute('aria-live', 'polite');

    rerender(<SmsLength text={`${'a'.repeat(69)}🌍`} />);
    expect(screen.getByText('Character count: 70/160')).toBeInTheDocument();
    expect(screen.getByText('Too long for one text: it is sent as 2 messages.')).toBeInTheDocument();
  });
});

describe('OpenInMessages', () => {
  it("links to the phone's messages with the text written, shown only where the pointer is a finger", () => {
    render(<OpenInMessages body="Hi! Code JORDANHHS: http://localhost:3000/r/JORDANHHS?via=text" />);

    const link = screen.getByRole('link', { name: 'Open in Messages' });
    expect(link).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent('Hi! Code JORDANHHS: http://localhost:3000/r/JORDANHHS?via=text')}`,
    );
    expect(link).toHaveClass('hidden', 'pointer-coarse:inline-flex');
  });
});
