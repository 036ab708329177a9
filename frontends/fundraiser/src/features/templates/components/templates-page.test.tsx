import type { PublicCampaign } from '@app/shared/campaigns';
import type { FundraisingTemplate } from '@app/shared/templates';
import { ProfileContext, Toaster } from '@app/ui';
import { aProfile, jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TemplatesPage } from './templates-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const CAMPAIGN_ID = 'campaign-1';
const jordan = aProfile({
  first_name: 'Jordan',
  last_name: 'Lee',
  role: 'fundraising_ambassador',
  campaign_id: CAMPAIGN_ID,
  personal_code: 'JORDANHHS',
  shop_link: 'https://shop.example.com/?discount=JORDANHHS',
});
const hillside: PublicCampaign = {
  id: CAMPAIGN_ID,
  school_name: 'Hillside High School',
  campaign_name: 'Hillside Shirt Drive',
  campaign_slug: 'hillside-shirt-drive',
  description: null,
  target_amount: 2500,
  start_date: '2026-01-01T00:00:00.000Z',
  end_date: '2026-12-23T12:00:00.000Z',
  status: 'active',
};

const template = (
  fields: Partial<FundraisingTemplate> & Pick<FundraisingTemplate, 'id' | 'name' | 'type' | 'content'>,
): FundraisingTemplate => ({
  subject: null,
  campaign_id: null,
  is_default: false,
  variables: [],
  custom_fields: [],
  created_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...fields,
});

const teacherLetter = template({
  id: 't1',
  name: 'Letter to a teacher',
  type: 'email',
  subject: '{schoolName} drive, {teacher_name}',
  content: 'Dear {teacher_name},\nI am {firstName} {last_name}. {note}\nCode {studentCode}: {leaderboardLink}',
  campaign_id: CAMPAIGN_ID,
  custom_fields: [
    { id: 'teacher_name', label: 'Teacher name', type: 'text', required: true, placeholder: 'Ms. Rivera' },
    { id: 'note', label: 'Personal note', type: 'textarea', required: false, placeholder: null },
  ],
});
const familyText = template({ id: 't2', name: 'Family text', type: 'sms', content: 'Hi, {firstName} here! Code {student_code}' });

function respond(templates: FundraisingTemplate[] = [teacherLetter, familyText]) {
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith('/api/me/templates')) return jsonResponse(200, { templates });
    if (url.endsWith(`/api/campaigns/${CAMPAIGN_ID}`)) return jsonResponse(200, hillside);
    return jsonResponse(404, {});
  });
}

function renderTemplates() {
  render(<Toaster />);
  renderAt(
    '/fundraiser/templates',
    <ProfileContext.Provider value={jordan}>
      <TemplatesPage />
    </ProfileContext.Provider>,
  );
}

const toastTitled = (title: string) => screen.findByText(title, { selector: 'div' });
const LEADERBOARD = `${window.location.origin}/campaign/hillside-shirt-drive?member=JORDANHHS`;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('TemplatesPage', () => {
  it('counts each type in its tab and shows the empty state of a type without templates', async () => {
    respond([familyText]);
    const user = userEvent.setup();
    renderTemplates();

    expect(await screen.findByRole('tab', { name: 'Email Templates (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'SMS Templates (1)' })).toBeInTheDocument();
    expect(screen.getByText('No Email Templates')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'SMS Templates (1)' }));
    expect(await screen.findByText('Family text')).toBeInTheDocument();
    expect(screen.getByText('Character count: 31/160')).toBeInTheDocument();
  });

  it("shows 'No SMS Templates' when there are none", async () => {
    respond([]);
    const user = userEvent.setup();
    renderTemplates();

    await user.click(await screen.findByRole('tab', { name: 'SMS Templates (0)' }));
    expect(await screen.findByText('No SMS Templates')).toBeInTheDocument();
  });

  it("expands a card to its filled message, each custom field shown by its label, and copies 'Subject: ...' with the body", async () => {
    respond();
    const user = userEvent.setup();
    renderTemplates();

    const card = within((await screen.findByText('Letter to a teacher')).closest<HTMLElement>('[data-slot="card"]')!);
    expect(await card.findByText('Subject: Hillside High School drive, [Teacher name]')).toBeInTheDocument();
    const toggle = card.getByRole('button', { name: 'Show Message' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(card.getByRole('button', { name: 'Hide Message' })).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText(/I am Jordan Lee\. \[Personal note\]/)).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Copy Template' }));
    expect(await toastTitled('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Template copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `Subject: Hillside High School drive, [Teacher name]\n\nDear [Teacher name],\nI am Jordan Lee. [Personal note]\nCode JORDANHHS: ${LEADERBOARD}`,
    );
  });

  it('asks for the recipient and the required fields, previews the filled message and opens Gmail pre-filled', async () => {
    respond();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderTemplates();

    await user.click(await screen.findByRole('button', { name: 'Use Letter to a teacher' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Use Template: Letter to a teacher' }));
    await user.click(dialog.getByRole('link', { name: 'Open in Gmail' }));
    expect(await screen.findByText('Please enter a recipient email')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Recipient Email *'), 'aunt.may@example.com');
    await user.click(dialog.getByRole('link', { name: 'Open in Gmail' }));
    expect(await screen.findByText('Please fill in all required fields: Teacher name')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    expect(dialog.getByRole('group', { name: 'Additional Information' })).toBeInTheDocument();
    // Until it is filled in, a required field shows where it goes; an optional one left blank says nothing.
    expect(dialog.getByTestId('template-preview-body').textContent).toBe(
      `Dear [Teacher name],\nI am Jordan Lee. \nCode JORDANHHS: ${LEADERBOARD}`,
    );
    await user.type(dialog.getByLabelText('Teacher name *'), 'Ms. Rivera');
    expect(dialog.getByText('Hillside High School drive, Ms. Rivera')).toBeInTheDocument();
    const body = `Dear Ms. Rivera,\nI am Jordan Lee. \nCode JORDANHHS: ${LEADERBOARD}`;
    expect(dialog.getByTestId('template-preview-body').textContent).toBe(body);

    const gmail = new URL(dialog.getByRole('link', { name: 'Open in Gmail' }).getAttribute('href')!);
    expect([gmail.searchParams.get('to'), gmail.searchParams.get('su'), gmail.searchParams.get('body')]).toEqual([
      'aunt.may@example.com',
      'Hillside High School drive, Ms. Rivera',
      body,
    ]);
    const outlook = new URL(dialog.getByRole('link', { name: 'Open in Outlook' }).getAttribute('href')!);
    expect(outlook.searchParams.get('subject')).toBe('Hillside High School drive, Ms. Rivera');

    await user.click(dialog.getByRole('link', { name: 'Open in Gmail' }));
    expect(open).toHaveBeenCalledWith(gmail.toString(), '_blank', 'noopener,noreferrer');
    expect(
      await screen.findByText('Attempted to open your email client. If nothing opens, content is copied—paste into your email app.'),
    ).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`Subject: Hillside High School drive, Ms. Rivera\n\n${body}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Reopened, the dialog starts empty.
    await user.click(screen.getByRole('button', { name: 'Use Letter to a teacher' }));
    expect(await screen.findByLabelText('Recipient Email *')).toHaveValue('');
    expect(screen.getByLabelText('Teacher name *')).toHaveValue('');
  });

  it("leads each tab with the default Start Here gives, marked Recommended: the campaign's own before the one for all campaigns", async () => {
    const globalDefault = template({ id: 't3', name: 'All-campaigns default text', type: 'sms', content: 'Hi', is_default: true });
    const campaignDefault = template({
      id: 't4',
      name: 'Hillside default text',
      type: 'sms',
      content: 'Hi Hillside',
      campaign_id: CAMPAIGN_ID,
      is_default: true,
    });
    const emailDefault = template({ id: 't5', name: 'Parents default', type: 'email', content: 'Dear parents', is_default: true });
    respond([teacherLetter, familyText, globalDefault, emailDefault, campaignDefault]);
    const user = userEvent.setup();
    renderTemplates();

    const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const recommendedOf = (name: string) =>
      within(screen.getByText(name).closest<HTMLElement>('[data-slot="card"]')!).queryByText('Recommended');
    expect(await screen.findByText('Parents default')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Parents default', 'Letter to a teacher']);
    expect(recommendedOf('Parents default')).toBeInTheDocument();
    expect(recommendedOf('Letter to a teacher')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'SMS Templates (3)' }));
    expect(await screen.findByText('Hillside default text')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Hillside default text', 'All-campaigns default text', 'Family text']);
    expect(recommendedOf('Hillside default text')).toBeInTheDocument();
    expect(recommendedOf('All-campaigns default text')).not.toBeInTheDocument();
  });

  it("copies a filled SMS with 'Copy Message'", async () => {
    respond();
    const user = userEvent.setup();
    renderTemplates();

    await user.click(await screen.findByRole('tab', { name: 'SMS Templates (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Use Family text' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Use Template: Family text' }));
    expect(dialog.queryByLabelText('Recipient Email *')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Copy Message' }));

    expect(await toastTitled('Message copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Hi, Jordan here! Code JORDANHHS');
  });

  it('warns when a filled SMS runs past one text, and opens it in Messages, on its card and in the use dialog', async () => {
    const longText = template({ id: 't6', name: 'Long text', type: 'sms', content: `Hi, {firstName} here! ${'a'.repeat(150)}` });
    respond([familyText, longText]);
    const user = userEvent.setup();
    renderTemplates();

    await user.click(await screen.findByRole('tab', { name: 'SMS Templates (2)' }));
    const cardOf = (name: string) => within(screen.getByText(name).closest<HTMLElement>('[data-slot="card"]')!);
    const filled = `Hi, Jordan here! ${'a'.repeat(150)}`;
    expect(cardOf('Long text').getByText('Character count: 167/160')).toBeInTheDocument();
    expect(cardOf('Long text').getByText('Too long for one text: it is sent as 2 messages.')).toBeInTheDocument();
    expect(cardOf('Family text').getByText('Character count: 31/160')).toBeInTheDocument();
    expect(cardOf('Family text').queryByText(/^Too long for one text/)).not.toBeInTheDocument();
    expect(cardOf('Long text').getByRole('link', { name: 'Open in Messages' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(filled)}`,
    );
    expect(cardOf('Family text').getByRole('link', { name: 'Open in Messages' })).toHaveAttribute(
      'href',
      'sms:?&body=Hi%2C%20Jordan%20here!%20Code%20JORDANHHS',
    );

    await user.click(screen.getByRole('button', { name: 'Use Long text' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Use Template: Long text' }));
    expect(dialog.getByText('Too long for one text: it is sent as 2 messages.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Open in Messages' })).toHaveAttribute('href', `sms:?&body=${encodeURIComponent(filled)}`);
  });

  it('opens an e-mail in the default mail app too, with the recipient, subject and body filled', async () => {
    respond();
    const user = userEvent.setup();
    renderTemplates();

    await user.click(await screen.findByRole('button', { name: 'Use Letter to a teacher' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Use Template: Letter to a teacher' }));
    await user.type(dialog.getByLabelText('Recipient Email *'), 'aunt.may@example.com');
    await user.type(dialog.getByLabelText('Teacher name *'), 'Ms. Rivera');

    const mailto = dialog.getByRole('link', { name: 'Open in Mail App' }).getAttribute('href')!;
    expect(mailto).toBe(
      `mailto:aunt.may@example.com?subject=${encodeURIComponent('Hillside High School drive, Ms. Rivera')}&body=${encodeURIComponent(
        `Dear Ms. Rivera,\nI am Jordan Lee. \nCode JORDANHHS: ${LEADERBOARD}`,
      )}`,
    );
  });
});
