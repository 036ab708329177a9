import { startHere } from '@app/shared/contracts';
import { DEFAULT_GLOBAL_STEPS, normalizeStartHereConfig, type StartHereStep, type StartHereTemplateChoices } from '@app/shared/start-here';
import { NotFound } from '#lib/errors';
import { InvalidFields } from '#lib/http';
import { getCampaign, setCampaignStartHereConfig } from '../campaigns';
import { getActiveSocialTemplatesFor, listActiveSocialTemplatesFor } from '../content';
import { setStartHereSetting, startHereSetting } from '../settings';
import { getTemplates, listTemplatesForCampaign } from '../templates';

const errors = startHere.putCampaignStartHere.errors;

// Start Here is the fundraising portal's page: its social templates are those fundraising ambassadors see.
const MEMBER_ROLE = 'fundraising_ambassador';

/** The global configuration as the admin edits it: the saved steps in any stored shape, else the three global defaults. */
export async function globalStartHereConfig(): Promise<{ steps: StartHereStep[]; saved: boolean }> {
  const saved = normalizeStartHereConfig(await startHereSetting());
  return saved ? { steps: saved, saved: true } : { steps: [...DEFAULT_GLOBAL_STEPS], saved: false };
}

/**
 * Refuses a linked template the configuration's members could not use, naming each step's field at fault:
 * an e-mail or SMS template must exist, be of the step's type and be global or the campaign's own (global
 * steps: global only); a social template must be active for fundraising ambassadors.
 */
async function checkLinkedTemplates(steps: readonly StartHereStep[], campaignId: string | null): Promise<void> {
  const linked = (social: boolean) =>
    steps.flatMap((step) => ((step.templateType === 'social') === social && step.templateId ? [step.templateId] : []));
  const [templates, socialTemplates] = await Promise.all([
    getTemplates(linked(false)),
    getActiveSocialTemplatesFor(MEMBER_ROLE, linked(true)),
  ]);
  const templateById = new Map(templates.map((template) => [template.id, template]));
  const socialIds = new Set(socialTemplates.map((template) => template.id));
  const faults: Record<string, string> = {};
  steps.forEach((step, index) => {
    if (!step.templateId) return;
    const field = `steps.${index}.templateId`;
    if (step.templateType === 'social') {
      if (!socialIds.has(step.templateId)) faults[field] = errors.socialTemplateNotFound;
      return;
    }
    const template = templateById.get(step.templateId);
    if (!template) faults[field] = errors.templateNotFound;
    else if (template.type !== step.templateType) faults[field] = errors.wrongTemplateType.replace('{type}', step.templateType);
    else if (template.campaign_id !== null && template.campaign_id !== campaignId) faults[field] = errors.otherCampaignsTemplate;
  });
  if (Object.keys(faults).length) throw new InvalidFields(faults);
}

/** Saves the global configuration; its new hash resets members' progress on every campaign that uses it. */
export async function saveGlobalStartHereConfig(steps: StartHereStep[]): Promise<{ steps: StartHereStep[]; saved: boolean }> {
  await checkLinkedTemplates(steps, null);
  await setStartHereSetting(steps);
  return { steps, saved: true };
}

async function existingCampaign(campaignId: string) {
  const campaign = await getCampaign(campaignId);
  if (!campaign) throw new NotFound(errors.campaignNotFound);
  return campaign;
}

/** A campaign's own steps, or null when it uses the global configuration. */
export async function campaignStartHereConfig(campaignId: string): Promise<{ campaign_id: string; steps: StartHereStep[] | null }> {
  const campaign = await existingCampaign(campaignId);
  return { campaign_id: campaign.id, steps: normalizeStartHereConfig(campaign.start_here_config) ?? null };
}

/** Saves a campaign's own steps, or with null clears them so it uses the global configuration again. */
export async function saveCampaignStartHereConfig(
  campaignId: string,
  steps: StartHereStep[] | null,
): Promise<{ campaign_id: string; steps: StartHereStep[] | null }> {
  const campaign = await existingCampaign(campaignId);
  if (steps) await checkLinkedTemplates(steps, campaignId);
  if (!(await setCampaignStartHereConfig(campaign, steps))) throw new NotFound(errors.campaignNotFound);
  return { campaign_id: campaignId, steps };
}

/**
 * What the step editor's pickers offer: the e-mail and SMS templates the configuration's members see (the
 * global ones, and a campaign's own for its configuration), and the social templates active for them.
 */
export async function startHereTemplateChoices(campaignId: string | null): Promise<StartHereTemplateChoices> {
  const [templates, socialTemplates] = await Promise.all([listTemplatesForCampaign(campaignId), listActiveSocialTemplatesFor(MEMBER_ROLE)]);
  return {
    templates: templates.map(({ id, name, type, campaign_id, is_default }) => ({ id, name, type, campaign_id, is_default })),
    social_templates: socialTemplates.map(({ id, name }) => ({ id, name })),
  };
}
