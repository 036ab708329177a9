import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileField } from './file-field';
import { SelectField } from './select-field';

describe('FileField', () => {
  it('is a labelled file input that takes the accept list, reached by Tab, showing the chosen file by name', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<FileField label="Logo" accept="image/png,image/jpeg" hint="PNG or JPEG, at most 1 MB." onChange={onChange} />);

    const input = screen.getByLabelText('Logo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription('PNG or JPEG, at most 1 MB.');
    expect(screen.getByText('Choose File')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    await user.tab();
    expect(input).toHaveFocus();
    await user.upload(input, new File(['png'], 'brand-logo.png', { type: 'image/png' }));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('brand-logo.png')).toBeInTheDocument();
  });

  it('shows the name the form holds, and its error linked to the input', () => {
    const { rerender } = render(<FileField label="Logo" fileName="kept.png" error="Logos can be at most 1 MB" />);
    expect(screen.getByText('kept.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Logo')).toHaveAccessibleDescription('Logos can be at most 1 MB');

    rerender(<FileField label="Logo" fileName={null} />);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('cannot be used while disabled', () => {
    render(<FileField label="Logo" disabled />);
    expect(screen.getByLabelText('Logo')).toBeDisabled();
  });
});

describe('SelectField', () => {
  it('stays a native, labelled select drawn with the kit chevron instead of the browser arrow', async () => {
    const user = userEvent.setup();
    render(
      <SelectField
        label="Type"
        options={[
          { value: 'email', label: 'Email' },
          { value: 'sms', label: 'SMS' },
        ]}
      />,
    );

    const select = screen.getByLabelText('Type');
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveClass('appearance-none');
    await user.selectOptions(select, 'sms');
    expect(select).toHaveValue('sms');
  });
});
