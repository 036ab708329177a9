import { templates } from '@app/shared/contracts';
import type { FundraisingTemplate } from '@app/shared/templates';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** The e-mail and SMS templates of the member's campaign and the global ones, by type then name. */
export async function listMyTemplates(): Promise<FundraisingTemplate[]> {
  return (await api(templates.listMyTemplates)).templates;
}

export const myTemplatesKey = ['me', 'templates'] as const;

export function useMyTemplates() {
  return useSWR<FundraisingTemplate[], Error>(myTemplatesKey, listMyTemplates);
}
