import type { AssetFileType } from '@app/shared/content';

export const FILE_TYPE_LABELS: Record<AssetFileType, string> = {
  image: 'Image',
  video: 'Video',
  document: 'Document',
  design: 'Design',
};

/** How many tags a card shows before "+N" (spec part 2, section 9). */
export const TAGS_SHOWN = 3;
