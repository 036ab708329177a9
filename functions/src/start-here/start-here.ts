import type { Role } from '@app/shared/platform';
import { defaultTemplateFor } from '@app/shared/templates';
import {
  resolveStartHereSteps,
  startHereConfigHash,
  type MyStartHere,
  type StartHereCompletions,
  type StartHereStep,
  type StartHereStepView,
} from '@app/shared/start-here';
import { startHere } from '@app/shared/contracts';
import { Conflict, NotFound } from '#lib/errors';
import { getCampaign } from '../campaigns';
import { getActiveSocialTemplatesFor, newestActiveSocialTemplateFor } from '../content';
import { getProfile } from '../profiles';
import { startHereSetting } from '../settings';
import { getTemplates, listDefaultTemplatesForCampaign } from '../templates';
import { deleteCompletion, listCompletedSteps, putCompletion } from './completion-data';

interface Member {
  userId: string;
  role: Role;
}

interface Checklist {
  campaignId: string | null;
  steps: StartHereStep[];
  configHash: string;
}

/** The steps the member sees now (spec part 1, section 4), and their configuration hash. */
async function checklistOf({ userId, role }: Member): Promise<Checklist> {
  const campaignId = (await getProfile(userId))?.campaign_id ?? null;
  const campaign = campaignId ? await getCampaign(campaignId) : undefined;
  const steps = await resolveStartHereSteps({
    campaignConfig: campaign?.start_here_config,
    globalSetting: startHereSetting,
    newestSocialTemplateId: async () => (await newestActiveSocialTemplateFor(role))?.id ?? null,
  });
  return { campaignId, steps, configHash: startHereConfigHash(steps) };
}

/**
 * Each step with its template. A text or e-mail step gives the default template of its type for the
 * member's campaign (the campaign's own default, else the default for all campaigns); without one, the
 * template the step links when the member may see it (global or their campaign's own, of the step's
 * type). A social step gives the social template it links when active for their role.
 */
async function withTemplates(member: Member, { steps, campaignId }: Checklist): Promise<StartHereStepView[]> {
  const idsOf = (social: boolean) =>
    steps.flatMap((step) => ((step.templateType === 'social') === social && step.templateId ? [step.templateId] : []));
  const hasMessageStep = steps.some((step) => step.templateType !== 'social');
  const [templates, socialTemplates, defaults] = await Promise.all([
    getTemplates(idsOf(false)),
    getActiveSocialTemplatesFor(member.role, idsOf(true)),
    hasMessageStep ? listDefaultTemplatesForCampaign(campaignId) : [],
  ]);
  const visible = new Map(
    templates.filter((template) => template.campaign_id === null || template.campaign_id === campaignId).map((t) => [t.id, t]),
  );
  const social = new Map(socialTemplates.map((template) => [template.id, template]));
  return steps.map((step, index) => {
    const linked = step.templateId ? visible.get(step.templateId) : undefined;
    const template =
      step.templateType === 'social'
        ? undefined
        : (defaultTemplateFor(defaults, step.templateType, campaignId) ?? (linked?.type === step.templateType ? linked : undefined));
    return {
      ...step,
      number: index + 1,
      template: template ?? null,
      social_template: (step.templateType === 'social' && step.templateId && social.get(step.templateId)) || null,
    };
  });
}

export async function myStartHere(member: Member): Promise<MyStartHere> {
  const checklist = await checklistOf(member);
  const [steps, completed] = await Promise.all([withTemplates(member, checklist), listCompletedSteps(member.userId, checklist.configHash)]);
  const numbers = new Set(steps.map((step) => step.number));
  return {
    campaign_id: checklist.campaignId,
    config_hash: checklist.configHash,
    steps,
    completed_steps: completed.filter((number) => numbers.has(number)),
  };
}

/**
 * Checks or unchecks one of the member's steps under the configuration their page shows. A step that
 * does not exist is refused, and so is a configuration that changed since the page was drawn.
 */
export async function setStepCompleted(
  member: Member,
  request: { stepNumber: number; configHash: string; completed: boolean },
): Promise<StartHereCompletions> {
  const { campaignId, steps, configHash } = await checklistOf(member);
  if (request.stepNumber > steps.length) throw new NotFound(startHere.completeStartHereStep.errors.stepNotFound);
  if (request.configHash !== configHash) throw new Conflict(startHere.completeStartHereStep.errors.configChanged);
  const key = { userId: member.userId, configHash, stepNumber: request.stepNumber };
  await (request.completed ? putCompletion(key, campaignId) : deleteCompletion(key));
  const completed = await listCompletedSteps(member.userId, configHash);
  return { config_hash: configHash, completed_steps: completed.filter((number) => number <= steps.length) };
}
