import type { SocialTemplate } from '@app/shared/content';
import { content } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Active social media templates for students (and for everyone), newest first. */
export async function listMySocialTemplates() {
  const answer = await api(content.listMySocialTemplates);
  return answer.templates;
}

export const mySocialTemplatesKey = ['me', 'social-templates'] as const;

export function useMySocialTemplates() {
  return useSWR<SocialTemplate[], Error>(mySocialTemplatesKey, listMySocialTemplates);
}
