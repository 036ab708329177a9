import { DEFAULT_PORTAL_STEPS, type StartHereStep } from '@app/shared/start-here';
import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CampaignStartHereDialog } from '../index';
import { aStep, testChoices } from '../test-start-here';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const campaign = { id: 'c-1', campaign_name: 'Hillside Shirt Drive' };

function respond({
  own = null,
  save,
}: { own?: StartHereStep[] | null; save?: (body: { steps: StartHereStep[] | null }) => Response } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.endsWith('/api/admin/start-here/template-choices?campaign_id=c-1')) return jsonResponse(200, testChoices);
    if (url.endsWith('/api/admin/campaigns/c-1/start-here') && init?.method === 'PUT' && save) return save(body);
    if (url.endsWith('/api/admin/campaigns/c-1/start-here')) return jsonResponse(200, { campaign_id: 'c-1', steps: own });
    return jsonResponse(404, {});
  });
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const sentBody = () => JSON.parse(String(puts()[0]?.[1]?.body)) as { steps: StartHereStep[] | null };

/** The campaigns screen's use: a Config button that opens the dialog. */
function ConfigButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Config</button>
      <CampaignStartHereDialog campaign={campaign} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderAt('/admin/campaigns', <ConfigButton />);
  await user.click(screen.getByRole('button', { name: 'Config' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Start Here Configuration' }) };
}

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the campaign Start Here configuration dialog', () => {
  it('starts on the global settings, and a custom configuration starts from the two per-campaign defaults', async () => {
    respond({ save: (body) => jsonResponse(200, { campaign_id: 'c-1', ...body }) });
    const { user, dialog } = await openDialog();

    expect(await within(dialog).findByRole('radio', { name: 'Use global settings' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Step 1 Title')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Custom steps for this campaign' }));
    expect(within(dialog).getByLabelText('Step 1 Title')).toHaveValue('Text Your Network');
    expect(within(dialog).getByLabelText('Step 2 Title')).toHaveValue('Email Your Parents');
    expect(within(dialog).queryByLabelText('Step 1 Help Text')).not.toBeInTheDocument();
    const template = within(dialog).getByLabelText('Step 2 Template');
    // The campaign's own templates are offered beside the global ones.
    await waitFor(() => expect(within(template).getByRole('option', { name: 'Hillside Email (Campaign Specific)' })).toBeInTheDocument());
    await user.selectOptions(template, 't-own');
    await user.click(within(dialog).getByRole('button', { name: 'Save Configuration' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Configuration Saved', description: 'Custom Start Here steps saved for this campaign.' }),
    );
    expect(sentBody()).toEqual({ steps: [DEFAULT_PORTAL_STEPS[0], { ...DEFAULT_PORTAL_STEPS[1], templateId: 't-own' }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("edits a campaign's own steps, then resets it to the global settings", async () => {
    respond({ own: [aStep('Text your team'), aStep('Share')], save: (body) => jsonResponse(200, { campaign_id: 'c-1', ...body }) });
    const { user, dialog } = await openDialog();

    expect(await within(dialog).findByRole('radio', { name: 'Custom steps for this campaign' })).toBeChecked();
    expect(within(dialog).getByLabelText('Step 1 Title')).toHaveValue('Text your team');

    await user.click(within(dialog).getByRole('radio', { name: 'Use global settings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Configuration' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Configuration Saved',
        description: 'This campaign now uses the global Start Here settings.',
      }),
    );
    expect(sentBody()).toEqual({ steps: null });
  });

  it('needs at least one custom step, and says when saving fails', async () => {
    respond({ own: [aStep('Only step')], save: () => jsonResponse(500, {}) });
    const { user, dialog } = await openDialog();

    await user.click(await within(dialog).findByRole('button', { name: 'Remove step 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Configuration' }));
    expect(await within(dialog).findByText('Add at least one step')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Add Step' }));
    await user.type(within(dialog).getByLabelText('Step 1 Title'), 'Text your team');
    await user.click(within(dialog).getByRole('button', { name: 'Save Configuration' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save configuration',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
