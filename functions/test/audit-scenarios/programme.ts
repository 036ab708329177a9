import { randomUUID } from 'node:crypto';
import { DEFAULT_OVERLAY_STYLE } from '@app/shared/content';
import { applications, content, pathOf } from '@app/shared/contracts';
import type { StartHereStep } from '@app/shared/start-here';
import { auditValue } from '#lib/audit';
import { api, givenUser, uniqueEmail } from '#test/api';
import { givenCampaign, givenCampaignWithPasscode } from '#test/campaigns';
import type { AuditScenarios, ScenarioAdmin } from './scenario';

/**
 * The audit scenarios of the programme's own admin routes: applications, campaigns and passcodes, content
 * (uploads, social templates, brand assets), e-mail and SMS templates, Start Here, inviting an admin and
 * messages. What they make is fresh for each call (and nothing is a default or active for members), so other
 * tests sharing the backend see nothing change; the one global thing, the Start Here setting, is put back.
 */

/** A pending application through the public route. */
async function givenApplication() {
  const { status, body } = await api<{ id: string }>('POST', pathOf(applications.submitCampaignApplication), {
    body: {
      organization_name: 'Riverside Scouts',
      organization_acronym: 'RSC',
      campaign_name: `River Cleanup ${randomUUID().slice(0, 8)}`,
      active_members: 25,
      description: 'Shirts for a cleaner river.',
      target_amount: 1500,
      start_date: '2026-12-01',
      contact_email: uniqueEmail('contact'),
      contact_phone: '555-0100',
    },
  });
  if (status !== 201) throw new Error(`The application was refused (${status})`);
  return body;
}

/** A file uploaded through a ticket the server issued for `route`, as the browser does; answers its key. */
async function uploaded(
  admin: ScenarioAdmin,
  route: typeof content.requestAssetUpload | typeof content.requestSocialTemplateUpload,
  body: object,
) {
  const ticket = await api<{ upload_url: string; headers: Record<string, string>; file_key: string }>('POST', pathOf(route), {
    token: admin.token,
    body: { ...body, size: 3 },
  });
  if (ticket.status !== 201) throw new Error(`The upload was refused (${ticket.status})`);
  const put = await fetch(ticket.body.upload_url, { method: 'PUT', headers: ticket.body.headers, body: 'png' });
  if (put.status !== 200) throw new Error(`The upload failed (${put.status})`);
  return ticket.body.file_key;
}

const socialTemplateBody = (name: string) => ({
  name,
  description: null,
  template_type: 'story',
  file_type: 'image',
  target_role: 'fundraising_ambassador',
  caption_template: 'Use {personal_code}',
  overlay_position: 'bottom',
  overlay_style: { ...DEFAULT_OVERLAY_STYLE },
  variables: [],
  // Inactive: no member's list or Start Here fallback picks it up.
  is_active: false,
});

async function givenSocialTemplate(name: string) {
  const { putSocialTemplate } = await import('../../src/content/seeding');
  return putSocialTemplate({
    ...socialTemplateBody(name),
    template_type: 'story',
    file_type: 'image',
    target_role: 'fundraising_ambassador',
    overlay_position: 'bottom',
    file_key: `public/templates/audit-${randomUUID()}.png`,
  });
}

const assetBody = (name: string) => ({
  name,
  description: null,
  file_type: 'image' as const,
  target_role: 'all' as const,
  tags: ['audit'],
});

const templateBody = (name: string) => ({
  type: 'sms',
  name,
  subject: null,
  content: 'Code {studentCode}',
  campaign_id: null,
  is_default: false,
});

async function givenTemplate(name: string) {
  const { putTemplate } = await import('../../src/templates/seeding');
  return putTemplate({ ...templateBody(name), type: 'sms', variables: [], custom_fields: [], created_by: null });
}

const step = (title: string): StartHereStep => ({
  title,
  description: `${title}, today`,
  buttonText: 'Open',
  templateType: 'sms',
  templateId: null,
  badge: 'Step',
  helpText: null,
});

export const programmeScenarios: AuditScenarios = {
  'POST /api/admin/campaign-applications/{application_id}/approve': {
    arrange: async () => {
      const application = await givenApplication();
      return {
        params: { application_id: application.id },
        entry: {
          subject_type: 'application',
          subject_id: application.id,
          person_id: null,
          changes: [
            { field: 'status', before: 'pending', after: 'approved' },
            { field: 'campaign_id', before: null, after: application.id },
          ],
        },
      };
    },
  },
  'POST /api/admin/campaign-applications/{application_id}/reject': {
    arrange: async () => {
      const application = await givenApplication();
      return {
        params: { application_id: application.id },
        entry: {
          subject_type: 'application',
          subject_id: application.id,
          person_id: null,
          changes: [{ field: 'status', before: 'pending', after: 'rejected' }],
        },
      };
    },
  },

  'PATCH /api/admin/campaigns/{campaign_id}': {
    arrange: async () => {
      const campaign = await givenCampaign();
      return {
        params: { campaign_id: campaign.id },
        body: { status: 'completed', search_listed: false },
        // Only what changed: search_listed was false already.
        entry: {
          subject_type: 'campaign',
          subject_id: campaign.id,
          person_id: null,
          changes: [{ field: 'status', before: 'active', after: 'completed' }],
        },
      };
    },
  },
  'POST /api/admin/campaigns/{campaign_id}/passcodes': {
    arrange: async () => {
      const campaign = await givenCampaign();
      return {
        params: { campaign_id: campaign.id },
        body: { passcode: '' },
        // The new passcode's id and state, never the passcode.
        entry: {
          subject_type: 'passcode',
          changes: [
            { field: 'campaign_id', before: null, after: campaign.id },
            { field: 'is_active', before: null, after: true },
          ],
        },
      };
    },
  },
  'POST /api/admin/campaigns/{campaign_id}/passcodes/{passcode_id}/deactivate': {
    arrange: async () => {
      const { campaign, passcodeId } = await givenCampaignWithPasscode();
      return {
        params: { campaign_id: campaign.id, passcode_id: passcodeId },
        entry: { subject_type: 'passcode', subject_id: passcodeId, changes: [{ field: 'is_active', before: true, after: false }] },
      };
    },
  },
  'POST /api/admin/campaigns/{campaign_id}/passcodes/{passcode_id}/rotate': {
    arrange: async () => {
      const { campaign, passcodeId } = await givenCampaignWithPasscode();
      return {
        params: { campaign_id: campaign.id, passcode_id: passcodeId },
        body: { passcode: '' },
        entry: { subject_type: 'passcode', subject_id: passcodeId, changes: [{ field: 'is_active', before: true, after: false }] },
      };
    },
  },

  'POST /api/admin/social-templates/uploads': {
    arrange: async () => ({
      body: { file_name: 'story.png', content_type: 'image/png', size: 3 },
      entry: {
        subject_type: 'upload',
        changes: [
          { field: 'file_name', before: null, after: 'story.png' },
          { field: 'content_type', before: null, after: 'image/png' },
        ],
      },
    }),
  },
  'POST /api/admin/social-templates': {
    arrange: async (admin) => {
      const name = `Audit story ${randomUUID()}`;
      const file_key = await uploaded(admin, content.requestSocialTemplateUpload, { file_name: 'story.png', content_type: 'image/png' });
      return {
        body: { ...socialTemplateBody(name), file_key },
        entry: {
          subject_type: 'social_template',
          changes: [
            { field: 'name', before: null, after: name },
            { field: 'file_key', before: null, after: file_key },
          ],
        },
      };
    },
  },
  'PUT /api/admin/social-templates/{template_id}': {
    arrange: async () => {
      const before = `Audit story ${randomUUID()}`;
      const template = await givenSocialTemplate(before);
      return {
        params: { template_id: template.id },
        body: socialTemplateBody('Renamed story'),
        entry: { subject_type: 'social_template', subject_id: template.id, changes: [{ field: 'name', before, after: 'Renamed story' }] },
      };
    },
  },
  'DELETE /api/admin/social-templates/{template_id}': {
    arrange: async () => {
      const name = `Audit story ${randomUUID()}`;
      const template = await givenSocialTemplate(name);
      return {
        params: { template_id: template.id },
        entry: { subject_type: 'social_template', subject_id: template.id, changes: [{ field: 'name', before: name, after: null }] },
      };
    },
  },

  'POST /api/admin/assets/uploads': {
    arrange: async () => ({
      body: { file_name: 'logo.png', file_type: 'image', content_type: 'image/png', size: 3 },
      entry: {
        subject_type: 'upload',
        changes: [
          { field: 'file_name', before: null, after: 'logo.png' },
          { field: 'file_type', before: null, after: 'image' },
        ],
      },
    }),
  },
  'POST /api/admin/assets': {
    arrange: async (admin) => {
      const name = `Audit asset ${randomUUID()}`;
      const file_key = await uploaded(admin, content.requestAssetUpload, {
        file_name: 'logo.png',
        file_type: 'image',
        content_type: 'image/png',
      });
      return {
        body: { ...assetBody(name), file_key },
        entry: {
          subject_type: 'asset',
          changes: [
            { field: 'name', before: null, after: name },
            { field: 'file_key', before: null, after: file_key },
          ],
        },
      };
    },
  },
  'DELETE /api/admin/assets/{asset_id}': {
    arrange: async () => {
      const { putAsset } = await import('../../src/content/seeding');
      const name = `Audit asset ${randomUUID()}`;
      const asset = await putAsset({ ...assetBody(name), file_key: `public/assets/audit-${randomUUID()}.png` });
      return {
        params: { asset_id: asset.id },
        entry: { subject_type: 'asset', subject_id: asset.id, changes: [{ field: 'name', before: name, after: null }] },
      };
    },
  },

  'POST /api/admin/templates': {
    arrange: async () => {
      const name = `Audit text ${randomUUID()}`;
      return {
        body: templateBody(name),
        entry: {
          subject_type: 'template',
          changes: [
            { field: 'name', before: null, after: name },
            { field: 'type', before: null, after: 'sms' },
          ],
        },
      };
    },
  },
  'PUT /api/admin/templates/{template_id}': {
    arrange: async () => {
      const before = `Audit text ${randomUUID()}`;
      const template = await givenTemplate(before);
      const after = `Renamed text ${randomUUID()}`;
      return {
        params: { template_id: template.id },
        body: templateBody(after),
        entry: { subject_type: 'template', subject_id: template.id, changes: [{ field: 'name', before, after }] },
      };
    },
  },
  'DELETE /api/admin/templates/{template_id}': {
    arrange: async () => {
      const name = `Audit text ${randomUUID()}`;
      const template = await givenTemplate(name);
      return {
        params: { template_id: template.id },
        entry: { subject_type: 'template', subject_id: template.id, changes: [{ field: 'name', before: name, after: null }] },
      };
    },
  },

  'PUT /api/admin/start-here': {
    arrange: async () => {
      const { setStartHereSetting, startHereSetting } = await import('../../src/settings');
      const stored = await startHereSetting();
      const steps = [step('Text your family')];
      return {
        body: { steps },
        entry: {
          subject_type: 'setting',
          subject_id: 'start_here_templates',
          person_id: null,
          changes: [{ field: 'value', before: auditValue(stored), after: steps }],
        },
        // Put back as it was stored, whatever its shape (nothing saved: an empty list, which members read the same).
        after: () => setStartHereSetting((stored ?? []) as StartHereStep[]),
      };
    },
  },
  'PUT /api/admin/campaigns/{campaign_id}/start-here': {
    arrange: async () => {
      const campaign = await givenCampaign();
      const steps = [step('Text your team')];
      return {
        params: { campaign_id: campaign.id },
        body: { steps },
        entry: {
          subject_type: 'campaign',
          subject_id: campaign.id,
          changes: [{ field: 'start_here_config', before: null, after: steps }],
        },
      };
    },
  },

  'POST /api/admin/users': {
    arrange: async () => {
      const email = uniqueEmail('invited');
      return {
        body: { email, first_name: 'Invited', last_name: 'Admin' },
        // The invited admin's e-mail masked.
        entry: {
          subject_type: 'admin',
          changes: [
            { field: 'role', before: null, after: 'admin' },
            { field: 'email', before: null, after: `i***${email.slice(email.indexOf('@'))}` },
          ],
        },
      };
    },
  },

  'POST /api/admin/messages': {
    arrange: async () => {
      const recipient = await givenUser('fundraising_ambassador');
      return {
        body: { type: 'individual', to_user_id: recipient.userId, subject: 'Well done', content: 'Your first week went well.' },
        entry: {
          subject_type: 'message',
          person_id: recipient.userId,
          changes: [{ field: 'to_user_id', before: null, after: recipient.userId }],
        },
      };
    },
  },
};
