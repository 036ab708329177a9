import { getCampaignBySlug } from '@app/functions/campaigns/seeding';
import { putSocialTemplate } from '@app/functions/content/seeding';
import { findProfilesByEmail } from '@app/functions/profiles';
import { setStartHereSetting } from '@app/functions/settings';
import { putTemplate } from '@app/functions/templates/seeding';
import { DEFAULT_OVERLAY_STYLE, type SocialTemplateInput } from '@app/shared/content';
import { campaignSlug } from '@app/shared/campaigns';
import type { FundraisingTemplate } from '@app/shared/templates';
import { uploadDemoFile } from './demo-files';
import { DEMO_CAMPAIGN } from './seed-store-demo';

/**
 * The portal's demo content: e-mail and SMS templates (global ones, and Hillside's own with custom
 * fields), a social template for fundraisers, and the global Start Here setting that links them
 * (spec part 2, section 9: Quick Start, High Impact and Broad Reach).
 */
type NewTemplate = Omit<
  FundraisingTemplate,
  'id' | 'created_at' | 'updated_at' | 'campaign_id' | 'is_default' | 'variables' | 'created_by'
>;

const VARIABLES = ['firstName', 'lastName', 'schoolName', 'campaignName', 'studentCode', 'leaderboardLink'];

export const GLOBAL_TEMPLATES: NewTemplate[] = [
  {
    name: 'Family text',
    type: 'sms',
    subject: null,
    content: "Hi! It's {firstName}. Each shirt I sell gives $5 to {schoolName} + $1 to climate action. Code {studentCode}: {shopLink}",
    custom_fields: [],
  },
  {
    name: 'Parents: help spread the word',
    type: 'email',
    subject: 'Help {firstName} raise money for {schoolName}',
    content: [
      'Hi everyone,',
      '{firstName} {lastName} is raising money for {schoolName} with the {campaignName}. Every shirt gives $5 to the school and $1 to climate causes.',
      'Shop with code {studentCode} here: {shopLink}',
      'You can follow the campaign on its leaderboard: {leaderboardLink}',
      'Thank you for your support!',
    ].join('\n\n'),
    custom_fields: [],
  },
];

export const HILLSIDE_TEMPLATES: NewTemplate[] = [
  {
    name: 'Letter to a teacher',
    type: 'email',
    subject: '{schoolName} shirt drive: can you share it with your class, {teacher_name}?',
    content: [
      'Dear {teacher_name},',
      "I'm {firstName}, one of the ambassadors of the {campaignName}. {personal_note}",
      'Could you mention it to your class? Each shirt bought with code {studentCode} ({shopLink}) gives $5 to {schoolName}.',
      'Thank you,\n{firstName} {last_name}',
    ].join('\n\n'),
    custom_fields: [
      { id: 'teacher_name', label: 'Teacher name', type: 'text', required: true, placeholder: 'Ms. Rivera' },
      { id: 'personal_note', label: 'Personal note', type: 'textarea', required: false, placeholder: 'Why this campaign matters to you' },
    ],
  },
  {
    name: 'Hillside reminder',
    type: 'sms',
    subject: null,
    content: 'Shirt drive ends soon! Code {studentCode} = 10% off & helps Hillside win: {leaderboardLink}',
    custom_fields: [],
  },
];

export const FUNDRAISER_SOCIAL_TEMPLATE = {
  name: 'Fundraiser story',
  description: 'A vertical story telling your followers about the shirt drive.',
  template_type: 'story',
  file_type: 'image',
  target_role: 'fundraising_ambassador',
  caption_template:
    "I'm {first_name}, raising money for {school} 👕 Every shirt gives $5 to us and $1 to climate causes. Code {personal_code}: {shop_link}",
  overlay_position: 'bottom',
  overlay_style: { ...DEFAULT_OVERLAY_STYLE },
  variables: [],
  is_active: true,
} satisfies Omit<SocialTemplateInput, 'file_key'>;

export async function seedFundraiserDemo(options: { adminEmail: string }): Promise<void> {
  const [admin] = await findProfilesByEmail(options.adminEmail);
  const campaign = await getCampaignBySlug(campaignSlug(DEMO_CAMPAIGN.campaign_name));
  if (!admin || !campaign) throw new Error('Seed the accounts and the demo campaign first.');

  const save = (template: NewTemplate, campaignId: string | null) =>
    putTemplate({ ...template, campaign_id: campaignId, is_default: false, variables: VARIABLES, created_by: admin.user_id });
  const [familyText, parentsEmail] = await Promise.all(GLOBAL_TEMPLATES.map((template) => save(template, null)));
  await Promise.all(HILLSIDE_TEMPLATES.map((template) => save(template, campaign.id)));

  const story = await putSocialTemplate({ ...FUNDRAISER_SOCIAL_TEMPLATE, file_key: await uploadDemoFile('story-template.png') });

  await setStartHereSetting([
    {
      title: 'Text Your Extended Family',
      description: 'Send a quick text to aunts, uncles, cousins and grandparents.',
      buttonText: 'Get Text Template',
      templateType: 'sms',
      templateId: familyText!.id,
      badge: 'Quick Start',
      helpText: 'Family are the most likely to buy: start with the five people you talk to most.',
    },
    {
      title: 'Get Your Parents to Help',
      description: 'Ask your parents to e-mail their friends and colleagues.',
      buttonText: 'Get Email Template',
      templateType: 'email',
      templateId: parentsEmail!.id,
      badge: 'High Impact',
      helpText: 'One e-mail from a parent reaches a whole workplace.',
    },
    {
      title: 'Post on Social Media',
      description: 'Share the story template with your code in the caption.',
      buttonText: 'Download Template',
      templateType: 'social',
      templateId: story.id,
      badge: 'Broad Reach',
      helpText: null,
    },
  ]);
}
