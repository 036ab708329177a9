import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { useZodForm } from '../lib/use-zod-form';
import { FormCheckboxField, FormCheckboxGroupField, FormSelectField, FormTextareaField, FormTextField } from './form-fields';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  notes: z.string().max(5, 'Notes can be at most 5 characters'),
  audience: z.enum(['student', 'fundraiser'], { error: 'Choose an audience' }),
  is_active: z.boolean(),
  count: z.number({ error: 'Count must be a number' }).int().min(1, 'Count must be at least 1'),
  overlay: z.object({ color: z.string().min(1, 'Color is required') }),
  steps: z.array(z.object({ title: z.string().min(1, 'Step title is required') })),
});
type Values = z.input<typeof schema>;

const filled: Values = {
  name: 'Spring drive',
  notes: '',
  audience: 'student',
  is_active: true,
  count: 3,
  overlay: { color: '#fff' },
  steps: [{ title: 'Share your link' }, { title: 'Post a photo' }],
};

const audienceOptions = [
  { value: 'student', label: 'Students' },
  { value: 'fundraiser', label: 'Fundraisers' },
];

/** A form of every kind of bound field, its submit handler given by the test. */
function TestForm({
  values = filled,
  onSave,
  onAudienceChange,
}: {
  values?: Values;
  onSave: (values: z.output<typeof schema>) => Promise<void>;
  onAudienceChange?: (audience: string) => void;
}) {
  const { control, handleSubmit } = useZodForm(schema, values);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <FormTextField control={control} name="name" label="Name" hint="Shown on the campaign page." />
      <FormTextareaField control={control} name="notes" label="Notes" rows={2} />
      <FormSelectField
        control={control}
        name="audience"
        label="Audience"
        options={audienceOptions}
        registerOptions={{ onChange: (event: { target: { value: string } }) => onAudienceChange?.(event.target.value) }}
      />
      <FormCheckboxField control={control} name="is_active" label="Active" />
      <FormTextField control={control} name="count" label="Count" type="number" registerOptions={{ valueAsNumber: true }} />
      <FormTextField control={control} name="overlay.color" label="Text Color" />
      <FormTextField control={control} name="steps.1.title" label="Step 2 Title" enabledWhileSubmitting />
      <button type="submit">Save</button>
    </form>
  );
}

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('form fields bound by name', () => {
  it('are labelled inputs registered under their names, nested ones included', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(() => Promise.resolve());
    const onAudienceChange = jest.fn();
    render(<TestForm onSave={onSave} onAudienceChange={onAudienceChange} />);

    expect(screen.getByLabelText('Name')).toHaveValue('Spring drive');
    expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Shown on the campaign page.');
    expect(screen.getByLabelText('Step 2 Title')).toHaveAttribute('name', 'steps.1.title');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Autumn drive');
    await user.type(screen.getByLabelText('Notes'), 'Hi');
    await user.selectOptions(screen.getByLabelText('Audience'), 'Fundraisers');
    await user.click(screen.getByLabelText('Active'));
    await user.clear(screen.getByLabelText('Count'));
    await user.type(screen.getByLabelText('Count'), '12');
    await user.clear(screen.getByLabelText('Text Color'));
    await user.type(screen.getByLabelText('Text Color'), 'white');
    await user.clear(screen.getByLabelText('Step 2 Title'));
    await user.type(screen.getByLabelText('Step 2 Title'), 'Share a story');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onAudienceChange).toHaveBeenCalledWith('fundraiser');
    expect(onSave).toHaveBeenCalledWith(
      {
        name: 'Autumn drive',
        notes: 'Hi',
        audience: 'fundraiser',
        is_active: false,
        count: 12,
        overlay: { color: 'white' },
        steps: [{ title: 'Share your link' }, { title: 'Share a story' }],
      },
      expect.anything(),
    );
  });

  it('show the validation message of their own path after a failed submit, linked to the input', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(() => Promise.resolve());
    render(
      <TestForm
        values={{ ...filled, notes: 'Far too long', overlay: { color: '' }, steps: [{ title: '' }, { title: '' }] }}
        onSave={onSave}
      />,
    );
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Count'));
    await user.type(screen.getByLabelText('Count'), '0');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Shown on the campaign page. Name is required');
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('Notes can be at most 5 characters');
    expect(screen.getByLabelText('Count')).toHaveAccessibleDescription('Count must be at least 1');
    expect(screen.getByLabelText('Text Color')).toHaveAccessibleDescription('Color is required');
    // steps.0.title has no field on this form: only step 2's message shows, beside step 2.
    expect(screen.getByLabelText('Step 2 Title')).toHaveAccessibleDescription('Step title is required');
    expect(screen.getAllByText('Step title is required')).toHaveLength(1);
    expect(screen.getByLabelText('Audience')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Active')).not.toHaveAccessibleDescription();
  });

  it('are disabled while the form is submitting, and usable again after', async () => {
    const user = userEvent.setup();
    const saving = deferred();
    render(<TestForm onSave={() => saving.promise} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    for (const label of ['Name', 'Notes', 'Audience', 'Active', 'Count', 'Text Color']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    // Kept usable on request, for a form that moves focus to a field from its submit handler.
    expect(screen.getByLabelText('Step 2 Title')).toBeEnabled();

    saving.resolve();

    // The form re-renders once the save has settled, which a busy machine may take a while to get to.
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeEnabled());
    for (const label of ['Notes', 'Audience', 'Active', 'Count', 'Text Color']) {
      expect(screen.getByLabelText(label)).toBeEnabled();
    }
  });

  it('stay disabled when the caller disables them, submitting or not', () => {
    function DisabledForm() {
      const { control } = useZodForm(schema, filled);
      return <FormTextField control={control} name="name" label="Name" disabled />;
    }
    render(<DisabledForm />);

    expect(screen.getByLabelText('Name')).toBeDisabled();
  });

  it('take only the names of their form', () => {
    function WrongName() {
      const { control } = useZodForm(schema, filled);
      return (
        <>
          <FormTextField control={control} name="overlay.color" label="Text Color" />
          <FormTextField
            control={control}
            // @ts-expect-error -- the form has no such field, which must not compile
            name="overlay.colour"
            label="Misspelt"
          />
        </>
      );
    }
    render(<WrongName />);

    expect(screen.getByLabelText('Text Color')).toHaveValue('#fff');
  });
});

const tagsSchema = z.object({ tags: z.array(z.enum(['first_name', 'shop_link', 'code'])).min(1, 'Choose at least one variable') });

function TagsForm({
  tags,
  onSave,
}: {
  tags: Array<'first_name' | 'shop_link' | 'code'>;
  onSave: (values: z.output<typeof tagsSchema>) => Promise<void>;
}) {
  const { control, handleSubmit } = useZodForm(tagsSchema, { tags });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <FormCheckboxGroupField
        control={control}
        name="tags"
        legend="Variables"
        hint="The placeholders this template uses."
        options={['first_name', 'shop_link', 'code'].map((value) => ({ value, label: `{${value}}` }))}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a checkbox group bound to a list field', () => {
  it('is a named group whose boxes add their values to the list, disabled while the form is submitting', async () => {
    const user = userEvent.setup();
    const saving = deferred();
    const onSave = jest.fn(() => saving.promise);
    render(<TagsForm tags={['code']} onSave={onSave} />);

    const group = screen.getByRole('group', { name: 'Variables' });
    expect(group).toHaveAccessibleDescription('The placeholders this template uses.');
    expect(screen.getByRole('checkbox', { name: '{code}' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '{first_name}' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({ tags: ['first_name', 'code'] }, expect.anything());
    expect(screen.getByRole('checkbox', { name: '{shop_link}' })).toBeDisabled();
    saving.resolve();
    // findByRole would return the box as it stands, still disabled: the form re-renders once the save has settled.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '{shop_link}' })).toBeEnabled());
  });

  it("shows the list's message under the group and reads it out with the group", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(() => Promise.resolve());
    render(<TagsForm tags={[]} onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const group = screen.getByRole('group', { name: 'Variables' });
    expect(await screen.findByText('Choose at least one variable')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('The placeholders this template uses. Choose at least one variable');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });
});
