import { CONTENT_AUDIENCE_LABELS, type OverlayPosition, type SocialTemplateType } from '@app/shared/content';

export const TEMPLATE_TYPE_LABELS: Record<SocialTemplateType, string> = {
  story: 'Story',
  post: 'Post',
  reel: 'Reel',
  other: 'Other Post',
};

/** Shared with the assets library. */
export const AUDIENCE_LABELS = CONTENT_AUDIENCE_LABELS;

export const OVERLAY_POSITION_LABELS: Record<OverlayPosition, string> = {
  top: 'Top',
  center: 'Center',
  bottom: 'Bottom',
  custom: 'Custom',
};

const isTemplateType = (type: string): type is SocialTemplateType => type in TEMPLATE_TYPE_LABELS;

/** A stored template type the options do not name (older data) is shown as it is. */
export const templateTypeLabel = (type: string) => (isTemplateType(type) ? TEMPLATE_TYPE_LABELS[type] : type);
