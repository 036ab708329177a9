import { templates } from '@app/shared/contracts';
import type { AdminTemplate } from '@app/shared/templates';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Every e-mail and SMS template, newest first, with its campaign's names. */
export async function listAllTemplates(): Promise<AdminTemplate[]> {
  return (await api(templates.listAllTemplates)).templates;
}

export const allTemplatesKey = ['admin', 'templates'] as const;

export function useAllTemplates() {
  return useSWR<AdminTemplate[], Error>(allTemplatesKey, listAllTemplates);
}
