import type { PublicCampaign } from '@app/shared/campaigns';
import { DEFAULT_OVERLAY_STYLE, type SocialTemplate } from '@app/shared/content';
import type { MyStartHere, StartHereStepView } from '@app/shared/start-here';
import type { FundraisingTemplate } from '@app/shared/templates';
import { ProfileContext, Toaster } from '@app/ui';
import { aProfile, jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartHerePage } from './start-here-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const HASH = '0123456789abcdef';

const smsTemplate: FundraisingTemplate = {
  id: 't1',
  name: 'Family text',
  type: 'sms',
  subject: null,
  content: 'Hi, {firstName} here!',
  campaign_id: null,
  is_default: false,
  variables: [],
  custom_fields: [],
  created_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};
const story: SocialTemplate = {
  id: 's1',
  name: 'Fundraiser story',
  description: null,
  template_type: 'story',
  file_type: 'image',
  file_url: 'https://assets.example.com/story.png',
  target_role: 'fundraising_ambassador',
  caption_template: 'Code {personal_code}, see {leaderboardLink}',
  overlay_position: 'bottom',
  overlay_style: { ...DEFAULT_OVERLAY_STYLE },
  variables: [],
  is_active: true,
  created_at: '2026-11-01T00:00:00.000Z',
};

const hillside: PublicCampaign = {
  id: 'campaign-1',
  school_name: 'Hillside High School',
  campaign_name: 'Hillside Shirt Drive',
  campaign_slug: 'hillside-shirt-drive',
  description: null,
  target_amount: 2500,
  start_date: '2026-01-01T00:00:00.000Z',
  end_date: '2026-12-23T12:00:00.000Z',
  status: 'active',
};

const step = (number: number, fields: Partial<StartHereStepView>): StartHereStepView => ({
  number,
  title: `Step title ${number}`,
  description: `Step description ${number}`,
  buttonText: 'Get Template',
  templateType: 'sms',
  templateId: null,
  badge: `Step ${number}`,
  helpText: null,
  template: null,
  social_template: null,
  ...fields,
});

const checklist = (completed_steps: number[]): MyStartHere => ({
  campaign_id: 'campaign-1',
  config_hash: HASH,
  completed_steps,
  steps: [
    step(1, {
      title: 'Text Your Extended Family',
      badge: 'Quick Start',
      buttonText: 'Get Text Template',
      template: smsTemplate,
      helpText: 'Start with five people.',
    }),
    step(2, { title: 'Get Your Parents to Help', badge: 'High Impact', templateType: 'email', buttonText: 'Get Email Template' }),
    step(3, {
      title: 'Post on Social Media',
      badge: 'Broad Reach',
      templateType: 'social',
      buttonText: 'Download Template',
      social_template: story,
    }),
  ],
});

function respond(initial: number[], completion: (url: string, init: RequestInit | undefined) => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (url.endsWith('/api/me/start-here')) return jsonResponse(200, checklist(initial));
    if (url.includes('/api/me/start-here/completions/')) return completion(url, init);
    if (url.endsWith('/api/campaigns/campaign-1')) return jsonResponse(200, hillside);
    return jsonResponse(404, {});
  });
}

function renderStartHere() {
  render(<Toaster />);
  renderAt(
    '/fundraiser/start-here',
    <ProfileContext.Provider
      value={aProfile({ first_name: 'Jordan', role: 'fundraising_ambassador', campaign_id: 'campaign-1', personal_code: 'JORDANHHS' })}
    >
      <StartHerePage />
    </ProfileContext.Provider>,
  );
}

const stepCard = async (title: string) => within((await screen.findByText(title)).closest<HTMLElement>('[data-slot="card"]')!);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('StartHerePage', () => {
  it('shows the mission, the progress and each step with its badge, help text and action', async () => {
    respond([1], () => jsonResponse(404, {}));
    renderStartHere();

    expect(screen.getByRole('heading', { level: 1, name: 'Start Here' })).toBeInTheDocument();
    expect(screen.getByText('Your complete guide to reaching your fundraising goal')).toBeInTheDocument();
    expect(await screen.findByText('Your Mission')).toBeInTheDocument();
    expect(screen.getByText('Goal: 10 shirts')).toBeInTheDocument();
    expect(screen.getByText('1/3 completed (33%)')).toBeInTheDocument();

    const first = await stepCard('Text Your Extended Family');
    expect(first.getByText('Quick Start')).toBeInTheDocument();
    expect(first.getByText('Start with five people.')).toBeInTheDocument();
    expect(first.getByRole('checkbox', { name: 'Mark step 1 as completed' })).toBeChecked();
    expect(first.getByRole('button', { name: 'Get Text Template' })).toBeEnabled();

    const second = await stepCard('Get Your Parents to Help');
    expect(second.getByRole('button', { name: 'No Template' })).toBeDisabled();
    expect(screen.getByText("You've got this!")).toBeInTheDocument();
  });

  it('completes a step with its toast and the hash the page was drawn with, then congratulates at 100%', async () => {
    const calls: Array<[string, string | undefined, unknown]> = [];
    respond([1, 2], (url, init) => {
      calls.push([init?.method ?? 'GET', new URL(url).pathname, init?.body ? JSON.parse(String(init.body)) : undefined]);
      return jsonResponse(200, { config_hash: HASH, completed_steps: [1, 2, 3] });
    });
    const user = userEvent.setup();
    renderStartHere();

    await user.click((await stepCard('Post on Social Media')).getByRole('checkbox', { name: 'Mark step 3 as completed' }));

    expect(await screen.findByText('Step completed!')).toBeInTheDocument();
    expect(screen.getByText('Great job completing step 3!')).toBeInTheDocument();
    expect(calls).toEqual([['PUT', '/api/me/start-here/completions/3', { config_hash: HASH }]]);
    expect(await screen.findByText("Congratulations! You've completed all Start Here steps!")).toBeInTheDocument();
    expect(screen.getByText('3/3 completed (100%)')).toBeInTheDocument();
  });

  it('unmarks a step, and says so', async () => {
    const urls: string[] = [];
    respond([1], (url, init) => {
      urls.push(`${init?.method} ${url}`);
      return jsonResponse(200, { config_hash: HASH, completed_steps: [] });
    });
    const user = userEvent.setup();
    renderStartHere();

    await user.click((await stepCard('Text Your Extended Family')).getByRole('checkbox', { name: 'Mark step 1 as completed' }));

    expect(await screen.findByText('Step unmarked')).toBeInTheDocument();
    expect(screen.getByText('Step 1 has been unmarked as completed.')).toBeInTheDocument();
    expect(urls).toEqual([expect.stringMatching(new RegExp(`^DELETE .*/api/me/start-here/completions/1\\?config_hash=${HASH}$`))]);
    expect(screen.getByText('0/3 completed (0%)')).toBeInTheDocument();
  });

  it('says the update failed and keeps the box as it was', async () => {
    respond([], () =>
      jsonResponse(409, { error: { code: 'conflict', message: 'The Start Here steps have changed. Please reload the page.' } }),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderStartHere();

    const box = (await stepCard('Text Your Extended Family')).getByRole('checkbox', { name: 'Mark step 1 as completed' });
    await user.click(box);

    expect(await screen.findByText('Failed to update completion status. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
    expect(logged).toHaveBeenCalledWith('Could not update the step', expect.anything());
    logged.mockRestore();
  });

  it("opens a step's template in the use dialog, and a social step in the social template dialog with the campaign's link", async () => {
    respond([], () => jsonResponse(404, {}));
    const user = userEvent.setup();
    renderStartHere();

    await user.click((await stepCard('Text Your Extended Family')).getByRole('button', { name: 'Get Text Template' }));
    const useDialog = within(await screen.findByRole('dialog', { name: 'Use Template: Family text' }));
    expect(useDialog.getByText('Hi, Jordan here!')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click((await stepCard('Post on Social Media')).getByRole('button', { name: 'Download Template' }));
    const social = within(await screen.findByRole('dialog', { name: 'Fundraiser story' }));
    await waitFor(() =>
      expect(social.getByLabelText('Personalized Caption')).toHaveValue(
        `Code JORDANHHS, see ${window.location.origin}/campaign/hillside-shirt-drive?member=JORDANHHS`,
      ),
    );
    expect(social.getByRole('button', { name: 'Download Template' })).toBeInTheDocument();
    expect(social.getByRole('button', { name: 'Copy Caption' })).toBeInTheDocument();
    // The filled caption over the template's picture, at its overlay position.
    expect(social.getByTestId('caption-overlay')).toHaveTextContent(
      `Code JORDANHHS, see ${window.location.origin}/campaign/hillside-shirt-drive?member=JORDANHHS`,
    );
    expect(social.getByTestId('caption-overlay')).toHaveAttribute('data-position', 'bottom');
  });
});
