import { getItem } from '#lib/table';
import { api } from '#test/api';
import { applicationKeys } from './application-data';

const validApplication = {
  organization_name: 'Hillside High School',
  organization_acronym: 'HHS',
  campaign_name: "Hillside's  Green -- Drive!",
  active_members: '40',
  description: '',
  target_amount: '',
  start_date: '2026-12-01',
  contact_email: 'coach@example.test',
  contact_phone: '',
};

describe('POST /api/campaign-applications', () => {
  it('stores a pending application with its slug and empty optional values as null', async () => {
    const { status, body } = await api('POST', '/api/campaign-applications', { body: validApplication });

    expect(status).toBe(201);
    const item = await getItem(applicationKeys.primary(body.id));
    expect(item).toMatchObject({
      status: 'pending',
      campaign_slug: 'hillsides-green-drive',
      active_members: 40,
      description: null,
      target_amount: null,
      contact_phone: null,
    });
  });

  it.each([
    ['organization_name', { organization_name: 'H' }, 'Organization name must be at least 2 characters'],
    ['organization_acronym', { organization_acronym: 'H' }, 'Organization acronym must be at least 2 characters'],
    ['organization_acronym', { organization_acronym: 'ABCDEFGHIJK' }, 'Organization acronym must be 10 characters or less'],
    ['campaign_name', { campaign_name: 'C' }, 'Campaign name must be at least 2 characters'],
    ['active_members', { active_members: '' }, 'Number of active members is required'],
    ['start_date', { start_date: '' }, 'Start date is required'],
    ['contact_email', { contact_email: 'nope' }, 'Please enter a valid email address'],
  ])('rejects a bad %s with the spec message', async (field, override, message) => {
    const { status, body } = await api('POST', '/api/campaign-applications', { body: { ...validApplication, ...override } });

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field, message });
  });
});
