import * as z from 'zod';

/** Brand assets and social media templates admins publish for ambassadors (spec part 1, section 3; part 2, section 9). */
export const ASSET_FILE_TYPES = ['image', 'video', 'document', 'design'] as const;
export type AssetFileType = (typeof ASSET_FILE_TYPES)[number];

/** Who an asset or template is for: one ambassador role, or both. */
export const CONTENT_AUDIENCES = ['student', 'fundraising_ambassador', 'all'] as const;
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];

export const assetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  file_type: z.enum(ASSET_FILE_TYPES),
  file_url: z.string(),
  tags: z.array(z.string()),
  target_role: z.enum(CONTENT_AUDIENCES),
  created_at: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

export const OVERLAY_POSITIONS = ['top', 'center', 'bottom'] as const;

/** Overlay defaults (spec part 2, section 9). */
export const DEFAULT_OVERLAY_STYLE = {
  fontSize: '16px',
  color: '#ffffff',
  backgroundColor: 'rgba(0,0,0,0.5)',
  padding: '10px',
} as const;

export const socialTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** story, reel, or another post type. */
  template_type: z.string(),
  file_type: z.enum(['image', 'video']),
  file_url: z.string(),
  target_role: z.enum(CONTENT_AUDIENCES),
  caption_template: z.string().nullable(),
  overlay_position: z.enum(OVERLAY_POSITIONS),
  overlay_style: z.object({ fontSize: z.string(), color: z.string(), backgroundColor: z.string(), padding: z.string() }),
  variables: z.array(z.object({ name: z.string(), default_value: z.string() })),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type SocialTemplate = z.infer<typeof socialTemplateSchema>;
