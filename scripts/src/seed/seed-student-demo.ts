import { randomUUID } from 'node:crypto';
import { putAsset, putSocialTemplate } from '@app/functions/content/seeding';
import { sendBroadcast, sendDirectMessage } from '@app/functions/messages/seeding';
import { putObjective, putSubmissionRecord, putUserObjective } from '@app/functions/objectives/seeding';
import { findProfilesByEmail, listProfilesByRole } from '@app/functions/profiles';
import { DEFAULT_OVERLAY_STYLE, type AssetFileType } from '@app/shared/content';
import type { ProofType } from '@app/shared/objectives';
import { uploadDemoFile } from './demo-files';

/** The student area's demo content: objectives with the demo student's progress, assets, social templates and messages. */

const OBJECTIVES: Array<{
  title: string;
  description: string;
  time_estimate: string;
  proof_type: ProofType;
  unlock_rule_text: string;
  example_content: string;
  /** Auto Sale objectives: the shirts sold that complete them. */
  target_units?: number;
}> = [
  {
    title: 'Introduce Yourself',
    description: 'Post a photo of yourself with a short note on why climate action matters to you.',
    time_estimate: '15 minutes',
    proof_type: 'upload',
    unlock_rule_text: 'Unlocked when your application is approved.',
    example_content: '"Hi! I\'m Sam, and I\'m selling shirts that fund climate organizations. Ask me for my code!"',
  },
  {
    title: 'Share Your Shop Link',
    description: 'Share your personal shop link with at least five friends or family members, and send us the link to one post or message.',
    time_estimate: '20 minutes',
    proof_type: 'link',
    unlock_rule_text: 'Unlocked when Objective 1 is approved.',
    example_content: 'A story or post with your link and a sentence about why you joined.',
  },
  {
    title: 'Post a Social Media Template',
    description: 'Download a social media template from My Code & Assets, personalise the caption and post it.',
    time_estimate: '30 minutes',
    proof_type: 'upload',
    unlock_rule_text: 'Unlocked when Objective 2 is approved.',
    example_content: 'A screenshot of your published story or reel.',
  },
  {
    title: 'Make Your First Sale',
    description: 'Sell your first shirt with your personal code. Sales are counted automatically.',
    time_estimate: '1 week',
    proof_type: 'auto_sale',
    target_units: 1,
    unlock_rule_text: 'Unlocked when Objective 3 is approved.',
    example_content: 'Text a family member your code and shop link.',
  },
  {
    title: 'Reach Your Goal of 10 Shirts',
    description: 'Sell 10 shirts with your code. The top ambassadors are featured on the leaderboard.',
    time_estimate: '3 weeks',
    proof_type: 'auto_sale',
    target_units: 10,
    unlock_rule_text: 'Unlocked when Objective 4 is approved.',
    example_content: 'Follow up with everyone who said "maybe" a week later.',
  },
];

const ASSETS: Array<{ name: string; description: string; file_type: AssetFileType; file: string; tags: string[] }> = [
  {
    name: 'Climate Tee logo',
    description: 'The logo badge for posts and profile pictures.',
    file_type: 'image',
    file: 'logo-badge.png',
    tags: ['logo', 'brand', 'profile', 'square'],
  },
  {
    name: 'The Climate Tee',
    description: 'Product photo card for posts.',
    file_type: 'image',
    file: 'product-tee.png',
    tags: ['product', 'shirt'],
  },
  {
    name: 'Sticker: I wear the change',
    description: 'A round sticker for stories and profile pictures.',
    file_type: 'image',
    file: 'sticker.png',
    tags: ['sticker', 'story', 'brand'],
  },
  {
    name: 'Wear the change (video)',
    description: 'A short vertical clip for stories and reels.',
    file_type: 'video',
    file: 'wear-the-change.webm',
    tags: ['video', 'story', 'reel'],
  },
  {
    name: 'Every shirt counts (video)',
    description: 'A four-second vertical clip: every shirt funds climate action.',
    file_type: 'video',
    file: 'every-shirt-counts.webm',
    tags: ['video', 'story', 'climate'],
  },
  {
    name: 'Brand guide',
    description: 'Colours, wording and logo use.',
    file_type: 'document',
    file: 'brand-guide.pdf',
    tags: ['guide', 'brand'],
  },
  {
    name: 'Talking points',
    description: 'Short answers for when someone asks about the shirts.',
    file_type: 'document',
    file: 'talking-points.pdf',
    tags: ['guide', 'selling'],
  },
  {
    name: 'Story layout',
    description: 'An editable vertical layout for your own photo.',
    file_type: 'design',
    file: 'story-template.png',
    tags: ['story', 'layout', 'design'],
  },
  {
    name: 'Goal post layout',
    description: 'A square post layout with room for your photo and your goal of 10 shirts.',
    file_type: 'design',
    file: 'goal-post-layout.png',
    tags: ['post', 'layout', 'design', 'goal'],
  },
];

/** The student social templates, each with the demo file it shows. */
export const STUDENT_SOCIAL_TEMPLATES = [
  {
    name: 'Wear the change story',
    description: 'A vertical story announcing that you are selling shirts.',
    template_type: 'story',
    file_type: 'image' as const,
    file: 'story-template.png',
    caption_template:
      "Hi, I'm {first_name} from {school}! 🌍 Every shirt I sell funds climate action. Use my code {personal_code} for 10% off: {shop_link}",
  },
  {
    name: 'Goal post',
    description: 'A square post about your goal of 10 shirts.',
    template_type: 'post',
    file_type: 'image' as const,
    file: 'post-template.png',
    caption_template:
      '{first_name} {last_name} here, selling shirts for {organization}. Help me reach 10! Code {personal_code} · {shop_link}',
  },
  {
    name: 'Wear the change reel',
    description: 'A short clip for reels.',
    template_type: 'reel',
    file_type: 'video' as const,
    file: 'wear-the-change.webm',
    caption_template: 'Wear the change 🌱 Code {personal_code} gets you 10% off: {shop_link}',
  },
];

export async function seedStudentDemo(options: { studentEmail: string; adminEmail: string }): Promise<void> {
  const [student] = await findProfilesByEmail(options.studentEmail);
  const [admin] = await findProfilesByEmail(options.adminEmail);
  if (!student || !admin) throw new Error('The demo accounts must exist before the student demo content');

  const objectives = [];
  for (const [index, objective] of OBJECTIVES.entries()) {
    objectives.push(await putObjective({ ...objective, objective_number: index + 1, is_active: true, target_role: 'student' }));
  }
  const day = 24 * 3600 * 1000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
  await putUserObjective({
    user_id: student.user_id,
    objective_id: objectives[0]!.id,
    status: 'approved',
    assigned_at: at(6),
    submitted_at: at(5),
    approved_at: at(4),
  });
  await putSubmissionRecord({
    id: randomUUID(),
    user_id: student.user_id,
    objective_id: objectives[0]!.id,
    submission_data: {
      url: null,
      file_key: null,
      file_name: null,
      description: 'Posted my introduction with a photo in the team shirt; 40 friends saw it on the first day.',
    },
    notes: 'Shared on my story and in the class group chat.',
    alt_text: null,
    created_at: at(5),
    updated_at: at(4),
  });
  await putUserObjective({ user_id: student.user_id, objective_id: objectives[1]!.id, status: 'assigned', assigned_at: at(4) });

  for (const asset of ASSETS) {
    const { file, ...fields } = asset;
    await putAsset({ ...fields, target_role: 'all', file_key: await uploadDemoFile(file) });
  }

  for (const { file, ...template } of STUDENT_SOCIAL_TEMPLATES) {
    await putSocialTemplate({
      ...template,
      target_role: 'student',
      overlay_position: 'bottom',
      overlay_style: { ...DEFAULT_OVERLAY_STYLE },
      variables: [],
      is_active: true,
      file_key: await uploadDemoFile(file),
    });
  }

  const students = await listProfilesByRole('student');
  await sendBroadcast({
    fromUserId: admin.user_id,
    subject: 'Welcome to the programme!',
    content: 'Thank you for joining. Start with the Start Here tab on your home page, and reach out if you have any questions.',
    role: 'student',
    audience: 'all',
    recipientIds: students.map((profile) => profile.user_id),
  });
  await sendDirectMessage({
    fromUserId: admin.user_id,
    toUserId: student.user_id,
    subject: 'Great first objective',
    content: 'Your introduction post was lovely. Objective 2 is now open: share your shop link with five people.',
  });
}
