import { content } from '@app/shared/contracts';
import type { SocialTemplate } from '@app/shared/content';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Every social media template, active or not, for every audience, newest first. */
export async function listAllSocialTemplates(): Promise<SocialTemplate[]> {
  return (await api(content.listAllSocialTemplates)).templates;
}

export const allSocialTemplatesKey = ['admin', 'social-templates'] as const;

export function useAllSocialTemplates() {
  return useSWR<SocialTemplate[], Error>(allSocialTemplatesKey, listAllSocialTemplates);
}
