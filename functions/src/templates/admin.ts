import { templates as contracts } from '@app/shared/contracts';
import type { AdminTemplate, FundraisingTemplate, ParsedTemplateInput } from '@app/shared/templates';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { TransactionCancelled } from '#lib/table';
import { getCampaign } from '../campaigns';
import { getTemplate, listAllTemplates, putTemplate, removeTemplate, replaceTemplate } from './template-data';

/** The admin's side of e-mail and SMS templates (spec part 2, sections 2, 5 and 7): list, create, edit, delete. */

type CampaignNames = Pick<AdminTemplate, 'school_name' | 'campaign_name'>;

/** The school and campaign names of each campaign the templates name, one read per campaign. */
async function campaignNamesOf(campaignIds: ReadonlyArray<string | null>): Promise<Map<string, CampaignNames>> {
  const unique = [...new Set(campaignIds.filter((id): id is string => id !== null))];
  const campaigns = await Promise.all(unique.map(getCampaign));
  return new Map(
    campaigns.flatMap((campaign) =>
      campaign ? [[campaign.id, { school_name: campaign.school_name, campaign_name: campaign.campaign_name }] as const] : [],
    ),
  );
}

const withNames = (template: FundraisingTemplate, names: Map<string, CampaignNames>): AdminTemplate => ({
  ...template,
  ...((template.campaign_id && names.get(template.campaign_id)) || { school_name: null, campaign_name: null }),
});

/** Every template, newest first, with its campaign's names. */
export async function adminTemplates(): Promise<AdminTemplate[]> {
  const templates = await listAllTemplates();
  const names = await campaignNamesOf(templates.map((template) => template.campaign_id));
  return templates.map((template) => withNames(template, names));
}

/** The names of the campaign a template is for; a campaign that does not exist is the admin's mistake, on that field. */
async function namesOfChosenCampaign(campaignId: string | null): Promise<Map<string, CampaignNames>> {
  const names = await campaignNamesOf([campaignId]);
  if (campaignId && !names.has(campaignId)) throw new Invalid(contracts.createTemplate.errors.unknownCampaign, 'campaign_id');
  return names;
}

/** A save that kept losing its turn to other saves marking a default of the same type and scope is a 409. */
async function contended<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new Conflict(contracts.createTemplate.errors.defaultContended);
    throw error;
  }
}

/** A new template by the calling admin; marked default, it replaces its scope's default of its type. */
export async function createTemplate(input: ParsedTemplateInput, adminId: string): Promise<AdminTemplate> {
  const names = await namesOfChosenCampaign(input.campaign_id);
  return withNames(await contended(putTemplate({ ...input, created_by: adminId })), names);
}

/** An edited template: every field replaced, so its place in each list moves with its campaign, type and name. */
export async function updateTemplate(id: string, input: ParsedTemplateInput): Promise<AdminTemplate> {
  const notFound = () => new NotFound(contracts.updateTemplate.errors.notFound);
  const current = await getTemplate(id);
  if (!current) throw notFound();
  const names = await namesOfChosenCampaign(input.campaign_id);
  const saved = await contended(replaceTemplate(current, input));
  if (!saved) throw notFound();
  return withNames(saved, names);
}

export async function deleteTemplate(id: string): Promise<{ message: string }> {
  if (!(await removeTemplate(id))) throw new NotFound(contracts.deleteTemplate.errors.notFound);
  return { message: 'Template deleted successfully' };
}
