import { DEFAULT_GLOBAL_STEPS, type StartHereStep, type StartHereTemplateChoices } from '@app/shared/start-here';
import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStep, testChoices } from '../test-start-here';
import { StartHereTemplatesPage } from './start-here-templates-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

function respond({
  settings = { steps: DEFAULT_GLOBAL_STEPS, saved: false },
  save,
  choices = testChoices,
}: {
  settings?: { steps: readonly StartHereStep[]; saved: boolean };
  save?: (body: { steps: StartHereStep[] }) => Response;
  choices?: StartHereTemplateChoices;
} = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.includes('/api/admin/start-here/template-choices')) return jsonResponse(200, choices);
    if (url.endsWith('/api/admin/start-here') && init?.method === 'PUT' && save) return save(body);
    if (url.endsWith('/api/admin/start-here')) return jsonResponse(200, settings);
    return jsonResponse(404, {});
  });
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const sentSteps = () => JSON.parse(String(puts()[0]?.[1]?.body)).steps as StartHereStep[];
const preview = () => screen.getByRole('list', { name: 'Configuration Preview' });

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('Start Here Setup', () => {
  it('shows the three global defaults while none is saved, in the editor and the preview, and explains how it works', async () => {
    respond();
    renderAt('/admin/start-here-templates', <StartHereTemplatesPage />);

    expect(await screen.findByLabelText('Step 1 Title')).toHaveValue('Text Your Extended Family');
    expect(screen.getByLabelText('Step 2 Badge')).toHaveValue('High Impact');
    expect(screen.getByLabelText('Step 3 Template Type')).toHaveValue('social');
    const items = within(preview()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Quick Start')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Broad Reach')).toBeInTheDocument();
    expect(within(items[0]!).getByText('No Template')).toBeInTheDocument();
    expect(screen.getByText('How it works')).toBeInTheDocument();
    expect(screen.getByText(/unless it has its own/)).toBeInTheDocument();
    expect(screen.getByText(/resets every member's progress/)).toBeInTheDocument();
  });

  it('edits, links a template of the chosen type, reorders and saves the steps', async () => {
    respond({
      settings: { steps: [aStep('Text grandma'), aStep('Email parents', { templateType: 'email', templateId: 't-email' })], saved: true },
      save: (body) => jsonResponse(200, { steps: body.steps, saved: true }),
    });
    const user = userEvent.setup();
    renderAt('/admin/start-here-templates', <StartHereTemplatesPage />);

    const template = await screen.findByLabelText('Step 1 Template');
    await waitFor(() => expect(within(template).getByRole('option', { name: 'Family Text' })).toBeInTheDocument());
    // Only the step's type's templates are offered.
    expect(within(template).queryByRole('option', { name: 'Parent Email' })).not.toBeInTheDocument();
    await user.selectOptions(template, 't-sms');
    await user.type(screen.getByLabelText('Step 1 Help Text'), 'Keep it short');
    expect(within(within(preview()).getAllByRole('listitem')[0]!).getByText('Keep it short')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(screen.getByLabelText('Step 1 Title')).toHaveValue('Email parents');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.type(screen.getByLabelText('Step 3 Title'), 'Post a story');
    await user.selectOptions(screen.getByLabelText('Step 3 Template Type'), 'social');
    await user.selectOptions(screen.getByLabelText('Step 3 Template'), 's-story');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Settings Saved' }));
    expect(sentSteps()).toEqual([
      aStep('Email parents', { templateType: 'email', templateId: 't-email' }),
      aStep('Text grandma', { templateId: 't-sms', helpText: 'Keep it short' }),
      {
        title: 'Post a story',
        description: '',
        buttonText: '',
        templateType: 'social',
        templateId: 's-story',
        badge: 'Step 3',
        helpText: null,
      },
    ]);
  });

  it("clears a step's template when its type changes", async () => {
    respond({ settings: { steps: [aStep('Text grandma', { templateId: 't-sms' })], saved: true } });
    const user = userEvent.setup();
    renderAt('/admin/start-here-templates', <StartHereTemplatesPage />);

    const template = await screen.findByLabelText('Step 1 Template');
    await waitFor(() => expect(template).toHaveValue('t-sms'));
    await user.selectOptions(screen.getByLabelText('Step 1 Template Type'), 'email');

    expect(template).toHaveValue('');
    expect(within(template).getByRole('option', { name: 'Parent Email' })).toBeInTheDocument();
    expect(within(preview()).getByText('No Template')).toBeInTheDocument();
  });

  it('previews a text or email step with a default for all campaigns as having its template, and says so by the picker', async () => {
    const withDefault = {
      ...testChoices,
      templates: testChoices.templates.map((template) => (template.id === 't-email' ? { ...template, is_default: true } : template)),
    };
    respond({
      settings: { steps: [aStep('Text grandma'), aStep('Email parents', { templateType: 'email' })], saved: true },
      choices: withDefault,
    });
    renderAt('/admin/start-here-templates', <StartHereTemplatesPage />);

    const emailPicker = await screen.findByLabelText('Step 2 Template');
    await waitFor(() => expect(within(emailPicker).getByRole('option', { name: 'Parent Email (Default)' })).toBeInTheDocument());
    expect(emailPicker).toHaveAccessibleDescription(
      "Members get their campaign's default Email template (marked Default on Templates) when there is one; this template otherwise.",
    );
    const [text, email] = within(preview()).getAllByRole('listitem');
    expect(within(text!).getByText('No Template')).toBeInTheDocument();
    expect(within(email!).queryByText('No Template')).not.toBeInTheDocument();
    expect(within(email!).getByText('Open')).toBeInTheDocument();
  });

  it('refuses to save without a step', async () => {
    respond({ settings: { steps: [aStep('Only step')], saved: true } });
    const user = userEvent.setup();
    renderAt('/admin/start-here-templates', <StartHereTemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Remove step 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Add at least one step')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's refusal beside the field and the failure toast", async () => {
    respond({
      settings: { steps: [aStep('Text grandma', { templateId: 't-sms' })], saved: true },
      save: () =>
        jsonResponse(400, {
          error: {
            code: 'invalid_input',
            message: 'That template does not exist.',
            field: 'steps.0.templateId',
            fields: { 'steps.0.templateId': 'That template does not exist.' },
          },
        }),
    });
    const user = userEvent.setup();
    renderAt('/admin/start-here-templates', <StartHereTemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('That template does not exist.')).toBeInTheDocument();
    expect(screen.getByLabelText('Step 1 Template')).toHaveAttribute('aria-invalid', 'true');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to save start here settings.',
      variant: 'destructive',
      error: expect.any(ApiError),
    });
  });

  it('works on a phone', async () => {
    setViewportWidth(375);
    respond();
    renderAt('/admin/start-here-templates', <StartHereTemplatesPage />);

    expect(await screen.findByLabelText('Step 1 Title')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
