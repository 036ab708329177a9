import type { SocialTemplate } from '@app/shared/content';

/** Spec part 1, section 4 'Social template download': the template's name, with jpg for images and mp4 otherwise. */
export function templateFileName(template: Pick<SocialTemplate, 'name' | 'file_type'>): string {
  return `${template.name}.${template.file_type === 'image' ? 'jpg' : 'mp4'}`;
}

/**
 * Fetches the template's file and saves it under its file name. The file lives on the storage
 * origin, where a plain link's download attribute is ignored, so it is saved from a local blob.
 */
export async function downloadTemplate(template: Pick<SocialTemplate, 'name' | 'file_type' | 'file_url'>): Promise<void> {
  const response = await fetch(template.file_url);
  if (!response.ok) throw new Error(`The template file answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = templateFileName(template);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
