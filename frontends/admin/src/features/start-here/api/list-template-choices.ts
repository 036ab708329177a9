import { startHere } from '@app/shared/contracts';
import type { StartHereTemplateChoices } from '@app/shared/start-here';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** The templates a step may link: those the members of the campaign (or, with none, of every campaign) can see. */
export function listTemplateChoices(campaignId: string | null): Promise<StartHereTemplateChoices> {
  return api(startHere.listStartHereTemplateChoices, { query: campaignId ? { campaign_id: campaignId } : {} });
}

export const templateChoicesKey = (campaignId: string | null) => ['admin', 'start-here', 'template-choices', campaignId] as const;

export function useTemplateChoices(campaignId: string | null) {
  return useSWR<StartHereTemplateChoices, Error>(templateChoicesKey(campaignId), () => listTemplateChoices(campaignId));
}
