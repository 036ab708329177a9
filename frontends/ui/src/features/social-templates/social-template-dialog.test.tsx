import type { SocialTemplate } from '@app/shared/content';
import type { Profile } from '@app/shared/profiles';
import { aProfile } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../../components/dialog';
import { Toaster } from '../../components/toast';
import { ProfileContext } from '../profile/profile-context';
import { SocialTemplateDialog, type SocialTemplateCampaign } from './social-template-dialog';

const template: SocialTemplate = {
  id: 'story-1',
  name: 'Leaderboard story',
  description: null,
  template_type: 'story',
  file_type: 'image',
  file_url: 'https://files.example/story.png',
  target_role: 'all',
  caption_template: '{first_name} for {schoolName}: code {personal_code}. See how we are doing: {leaderboardLink} {hashtag}',
  overlay_position: 'bottom',
  overlay_style: { fontSize: '16px', color: '#ffffff', backgroundColor: 'rgba(0,0,0,0.5)', padding: '10px' },
  variables: [{ name: 'hashtag', default_value: '#WearTheChange' }],
  is_active: true,
  created_at: '2026-11-01T00:00:00.000Z',
};

const hillside: SocialTemplateCampaign = {
  school_name: 'Hillside High School',
  campaign_name: 'Hillside Shirt Drive',
  campaign_slug: 'hillside-shirt-drive',
};

function renderDialog(profile: Profile, campaign?: SocialTemplateCampaign | null) {
  render(<Toaster />);
  return render(
    <ProfileContext.Provider value={profile}>
      <Dialog open>
        <SocialTemplateDialog template={template} campaign={campaign} />
      </Dialog>
    </ProfileContext.Provider>,
  );
}

const caption = () =>
  within(screen.getByRole('dialog', { name: 'Leaderboard story' })).getByLabelText<HTMLTextAreaElement>('Personalized Caption');

describe('SocialTemplateDialog', () => {
  it("fills a fundraiser's leaderboard link with their campaign's public page, and copies the filled caption", async () => {
    const user = userEvent.setup();
    renderDialog(aProfile({ first_name: 'Jordan', role: 'fundraising_ambassador', personal_code: 'JORDANHHS', school: null }), hillside);
    const filled = `Jordan for Hillside High School: code JORDANHHS. See how we are doing: ${window.location.origin}/campaign/hillside-shirt-drive?member=JORDANHHS #WearTheChange`;

    expect(caption()).toHaveValue(filled);
    await user.click(screen.getByRole('button', { name: 'Copy Caption' }));
    expect(await navigator.clipboard.readText()).toBe(filled);
  });

  it("links a student's followers to the programme's public page", () => {
    renderDialog(aProfile({ first_name: 'Sam', personal_code: 'SAMR' }));

    expect(caption()).toHaveValue(
      `Sam for Hillside High School: code SAMR. See how we are doing: ${window.location.origin}/join #WearTheChange`,
    );
  });

  it('leaves no placeholder raw for a user with no code yet', () => {
    renderDialog(aProfile({ first_name: '', school: null, personal_code: null }));

    expect(caption()).toHaveValue(
      `Student for Our Organization: code HIT1234. See how we are doing: ${window.location.origin}/join #WearTheChange`,
    );
  });

  it('follows the campaign once it has loaded, until the ambassador edits the caption', async () => {
    const user = userEvent.setup();
    const profile = aProfile({ first_name: 'Jordan', role: 'fundraising_ambassador', personal_code: 'JORDANHHS' });
    const { rerender } = renderDialog(profile, undefined);
    const withCampaign = (campaign: SocialTemplateCampaign | null | undefined) => (
      <ProfileContext.Provider value={profile}>
        <Dialog open>
          <SocialTemplateDialog template={template} campaign={campaign} />
        </Dialog>
      </ProfileContext.Provider>
    );

    expect(caption().value).toContain(`${window.location.origin}/join`);
    rerender(withCampaign(hillside));
    expect(caption().value).toContain(`${window.location.origin}/campaign/hillside-shirt-drive?member=JORDANHHS`);

    await user.type(caption(), ' Thanks!');
    rerender(withCampaign({ ...hillside, campaign_slug: 'renamed-drive' }));
    expect(caption().value).toMatch(/\/campaign\/hillside-shirt-drive\?member=JORDANHHS #WearTheChange Thanks!$/);
  });

  it('draws the caption, as edited, over the picture at the overlay position and in its style', async () => {
    const user = userEvent.setup();
    renderDialog(aProfile({ first_name: 'Sam', personal_code: 'SAMR' }));
    const overlay = () => within(screen.getByRole('dialog', { name: 'Leaderboard story' })).getByTestId('caption-overlay');

    expect(overlay()).toHaveTextContent(caption().value);
    await user.clear(caption());
    await user.type(caption(), 'My own words');

    expect(overlay()).toHaveTextContent('My own words');
    expect(overlay()).toHaveAttribute('data-position', 'bottom');
    expect(overlay()).toHaveStyle({
      fontSize: '16px',
      color: 'rgb(255, 255, 255)',
      backgroundColor: 'rgba(0, 0, 0, 0.5)',
      padding: '10px',
    });
  });
});
