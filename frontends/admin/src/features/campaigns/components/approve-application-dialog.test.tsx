import { renderAt } from '@app/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPasscode, anAdminCampaign, anApplication } from '../test-campaigns';
import { ApproveApplicationDialog, type Approval } from './approve-application-dialog';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const application = anApplication();

const approvalOf = (campaign: Approval['campaign']): Approval => ({
  application: { ...application, status: 'approved' },
  campaign,
  passcode: aPasscode({ id: 'p-new', campaign_id: campaign.id, passcode: 'RIVER-8841' }),
});

function renderApproved(approval: Approval) {
  renderAt(
    '/admin/campaigns',
    <ApproveApplicationDialog
      application={application}
      approval={approval}
      busy={false}
      onConfirm={() => undefined}
      onClose={() => undefined}
    />,
  );
  return screen.getByRole('dialog', { name: 'Application Approved!' });
}

describe('the approval result', () => {
  it("shows the campaign's own code beside the link and the passcode, with Copy (issue 45)", async () => {
    const user = userEvent.setup();
    const result = renderApproved(
      approvalOf(anAdminCampaign({ id: 'c-new', campaign_name: 'Riverside Spring Drive', campaign_code: 'RS', school_acronym: 'RS' })),
    );

    const code = within(result).getByText('Campaign Code').closest('div')!;
    expect(within(code).getByText('RS')).toBeInTheDocument();
    expect(within(code).getByText('Sales with it count for the campaign; no member earns on them.')).toBeInTheDocument();
    await user.click(within(code).getByRole('button', { name: 'Copy Code' }));
    expect(await navigator.clipboard.readText()).toBe('RS');
    expect(within(result).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Copy passcode RIVER-8841' })).toBeInTheDocument();
  });

  it('leaves the code out when the campaign came back without one', () => {
    const result = renderApproved(approvalOf(anAdminCampaign({ id: 'c-new' })));

    expect(within(result).getByText('RIVER-8841')).toBeInTheDocument();
    expect(within(result).queryByText('Campaign Code')).not.toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Copy Code' })).not.toBeInTheDocument();
  });
});
