import * as z from 'zod';
import { OVERLAY_STYLE_MESSAGES, isOverlayColor, isOverlayFontSize, isOverlayPadding } from './overlay-style';
import { MAX_LENGTH, optionalText, requiredText, tooLong } from '../platform/text';

/** Brand assets and social media templates admins publish for ambassadors (spec part 1, section 3; part 2, section 9). */
export const ASSET_FILE_TYPES = ['image', 'video', 'document', 'design'] as const;

export type AssetFileType = (typeof ASSET_FILE_TYPES)[number];

/** Who an asset or template is for: one ambassador role, or both. */
export const CONTENT_AUDIENCES = ['student', 'fundraising_ambassador', 'all'] as const;

export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];

export const CONTENT_AUDIENCE_LABELS: Record<ContentAudience, string> = {
  student: 'Student Ambassadors',
  fundraising_ambassador: 'Fundraising Ambassadors',
  all: 'All Ambassadors',
};

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

/**
 * Where a template's caption is drawn over its picture: a full-width band at the top, across the middle or
 * at the bottom; or custom, no band: the caption is a block sized to its text at the top-left corner, in
 * the chosen style, where the ambassador starts from and moves it in their own editor.
 */
export const OVERLAY_POSITIONS = ['top', 'center', 'bottom', 'custom'] as const;

export type OverlayPosition = (typeof OVERLAY_POSITIONS)[number];

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

/** Kinds of social post a template is made for (spec part 2, section 3). */
export const SOCIAL_TEMPLATE_TYPES = ['story', 'post', 'reel', 'other'] as const;

export type SocialTemplateType = (typeof SOCIAL_TEMPLATE_TYPES)[number];

export const SOCIAL_TEMPLATE_FILE_TYPES = ['image', 'video'] as const;

export type SocialTemplateFileType = (typeof SOCIAL_TEMPLATE_FILE_TYPES)[number];

/**
 * The placeholders every template offers (spec part 1, section 9): always present, never removable, so
 * the server merges them into every template it saves.
 */
export const BUILT_IN_TEMPLATE_VARIABLES = [
  'first_name',
  'last_name',
  'school',
  'schoolName',
  'personal_code',
  'shop_link',
  'leaderboardLink',
] as const;

/** Files a social template may be: checked when the upload is requested and again on save. */
export const TEMPLATE_FILE_CONTENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
} as const;

export type TemplateFileContentType = keyof typeof TEMPLATE_FILE_CONTENT_TYPES;

export const MAX_TEMPLATE_FILE_BYTES = 50 * 1024 * 1024;

export const TEMPLATE_FILE_TYPE_MESSAGE = 'Please choose an image (JPG, PNG, GIF, WebP) or a video (MP4, MOV, WebM).';

export const TEMPLATE_FILE_SIZE_MESSAGE = 'Template files can be at most 50 MB.';

export const TEMPLATE_FILE_MISSING_MESSAGE = 'Please upload a template file';

/** Where template files live in the assets bucket (spec part 2, section 7), publicly readable. */
export const TEMPLATE_FILE_PREFIX = 'public/templates/';

/** Whether a file of this content type fits a template of this file type: images for image, videos for video. */
export const fileFitsTemplate = (contentType: string, fileType: SocialTemplateFileType) =>
  contentType in TEMPLATE_FILE_CONTENT_TYPES && contentType.startsWith(`${fileType}/`);

export const fileTypeMismatchMessage = (fileType: SocialTemplateFileType) =>
  fileType === 'image' ? 'The file must be an image for an image template' : 'The file must be a video for a video template';

export const templateUploadRequestSchema = z.object({
  file_name: z
    .string({ error: 'Please choose a file' })
    .trim()
    .min(1, 'Please choose a file')
    .max(MAX_LENGTH.shortText, tooLong('File name', MAX_LENGTH.shortText)),
  content_type: z.enum(Object.keys(TEMPLATE_FILE_CONTENT_TYPES) as [TemplateFileContentType, ...TemplateFileContentType[]], {
    error: TEMPLATE_FILE_TYPE_MESSAGE,
  }),
  size: z
    .number({ error: 'File size is required' })
    .int()
    .positive('The file is empty')
    .max(MAX_TEMPLATE_FILE_BYTES, TEMPLATE_FILE_SIZE_MESSAGE),
});

const MAX_STYLE = 50;

const MAX_VARIABLES = 30;

const styleText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_STYLE, tooLong(label, MAX_STYLE));

export const templateVariableInputSchema = z.object({
  name: requiredText('Variable name is required', 'Variable name', 50).regex(
    /^[A-Za-z_][A-Za-z0-9_]*$/,
    'Variable names use letters, digits and underscores',
  ),
  default_value: z
    .string()
    .trim()
    .max(MAX_LENGTH.shortText, tooLong('Default value', MAX_LENGTH.shortText))
    .nullish()
    .transform((value) => value ?? ''),
});

/** What an admin writes of a social template (spec part 2, sections 3 and 4); the file travels apart, by its key. */
export const socialTemplateInputSchema = z.object({
  name: requiredText('Name is required', 'Name', MAX_LENGTH.shortText),
  description: optionalText('Description', MAX_LENGTH.longText),
  template_type: z.enum(SOCIAL_TEMPLATE_TYPES, { error: 'Please choose a template type' }),
  file_type: z.enum(SOCIAL_TEMPLATE_FILE_TYPES, { error: 'Please choose a file type' }),
  /** The spec's two audiences; 'all' stays accepted for templates meant for both. */
  target_role: z.enum(CONTENT_AUDIENCES, { error: 'Please choose an audience' }),
  caption_template: optionalText('Caption', MAX_LENGTH.longText),
  overlay_position: z.enum(OVERLAY_POSITIONS, { error: 'Please choose an overlay position' }),
  /** Drawn as CSS over every ambassador's preview, so only plain sizes and colours (./overlay-style.ts). */
  overlay_style: z.object({
    fontSize: styleText('Font size').refine(isOverlayFontSize, OVERLAY_STYLE_MESSAGES.fontSize),
    color: styleText('Text color').refine(isOverlayColor, OVERLAY_STYLE_MESSAGES.color),
    backgroundColor: styleText('Background color').refine(isOverlayColor, OVERLAY_STYLE_MESSAGES.backgroundColor),
    padding: styleText('Padding').refine(isOverlayPadding, OVERLAY_STYLE_MESSAGES.padding),
  }),
  variables: z.array(templateVariableInputSchema).max(MAX_VARIABLES, `A template can have at most ${MAX_VARIABLES} variables`),
  is_active: z.boolean(),
});

export type SocialTemplateInput = z.input<typeof socialTemplateInputSchema>;

export type ParsedSocialTemplateInput = z.output<typeof socialTemplateInputSchema>;

const templateFileKey = z
  .string({ error: TEMPLATE_FILE_MISSING_MESSAGE })
  .trim()
  .min(1, TEMPLATE_FILE_MISSING_MESSAGE)
  .max(MAX_LENGTH.id * 2, TEMPLATE_FILE_MISSING_MESSAGE);

/** A new template: its file, already uploaded, is required. */
export const createSocialTemplateSchema = socialTemplateInputSchema.extend({ file_key: templateFileKey });

/** An edited template: without a new file the old one is kept. */
export const updateSocialTemplateSchema = socialTemplateInputSchema.extend({ file_key: templateFileKey.nullish() });

/** A new template's fields before the admin changes any (spec part 2, section 9). */
export const NEW_SOCIAL_TEMPLATE: ParsedSocialTemplateInput = {
  name: '',
  description: null,
  template_type: 'story',
  file_type: 'image',
  target_role: 'student',
  caption_template: null,
  overlay_position: 'bottom',
  overlay_style: { ...DEFAULT_OVERLAY_STYLE },
  variables: BUILT_IN_TEMPLATE_VARIABLES.map((name) => ({ name, default_value: '' })),
  is_active: true,
};

/** The built-in variables first (with any default the admin gave them), then the template's own, each name once. */
export function withBuiltInVariables(variables: ReadonlyArray<{ name: string; default_value: string }>) {
  const byName = new Map<string, string>();
  for (const variable of variables) if (!byName.has(variable.name)) byName.set(variable.name, variable.default_value);
  const builtIns: readonly string[] = BUILT_IN_TEMPLATE_VARIABLES;
  return [
    ...BUILT_IN_TEMPLATE_VARIABLES.map((name) => ({ name, default_value: byName.get(name) ?? '' })),
    ...[...byName].filter(([name]) => !builtIns.includes(name)).map(([name, default_value]) => ({ name, default_value })),
  ];
}

/**
 * What each kind of asset file may be (content type → the extension its key gets) and how large: checked
 * when the upload is requested and again, on the stored object, when the asset is created. SVG and HTML
 * are left out on purpose: files under public/ are served from the site's own domain, where a script
 * inside them would run.
 */
export const ASSET_FILE_RULES = {
  image: {
    formats: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' },
    maxBytes: 20 * 1024 * 1024,
    typeMessage: 'Please choose an image (JPG, PNG, GIF, WebP)',
    sizeMessage: 'Images can be at most 20 MB',
  },
  video: {
    formats: { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' },
    maxBytes: 500 * 1024 * 1024,
    typeMessage: 'Please choose a video (MP4, MOV, WebM)',
    sizeMessage: 'Videos can be at most 500 MB',
  },
  document: {
    formats: {
      'application/pdf': 'pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
    },
    maxBytes: 50 * 1024 * 1024,
    typeMessage: 'Please choose a document (PDF, Word, PowerPoint, Excel)',
    sizeMessage: 'Documents can be at most 50 MB',
  },
  design: {
    formats: {
      'image/vnd.adobe.photoshop': 'psd',
      'application/postscript': 'ai',
      'application/pdf': 'pdf',
      'image/png': 'png',
      'application/zip': 'zip',
    },
    maxBytes: 200 * 1024 * 1024,
    typeMessage: 'Please choose a design file (PSD, AI, PDF, PNG, ZIP)',
    sizeMessage: 'Design files can be at most 200 MB',
  },
} as const satisfies Record<AssetFileType, { formats: Record<string, string>; maxBytes: number; typeMessage: string; sizeMessage: string }>;

export type AssetContentType = { [T in AssetFileType]: keyof (typeof ASSET_FILE_RULES)[T]['formats'] }[AssetFileType];

/** Where asset files live in the assets bucket, publicly readable. */
export const ASSET_FILE_PREFIX = 'public/assets/';

export const ASSET_FILE_MISSING_MESSAGE = 'Please upload an asset file';

const formatsOf = (fileType: AssetFileType): Readonly<Record<string, string>> => ASSET_FILE_RULES[fileType].formats;

/** The extension an asset file of this type and content type is stored with, or undefined when the type does not allow it. */
export const assetFileExtension = (fileType: AssetFileType, contentType: string): string | undefined =>
  Object.hasOwn(formatsOf(fileType), contentType) ? formatsOf(fileType)[contentType] : undefined;

/** Why a file of this type and size cannot be an asset of this file type, or undefined when it can. */
export function assetFileProblem(fileType: AssetFileType, file: { contentType: string; size: number }): string | undefined {
  const rule = ASSET_FILE_RULES[fileType];
  if (assetFileExtension(fileType, file.contentType) === undefined) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return undefined;
}

/**
 * The content type to upload a chosen file as: the browser's own when the file type allows it, else the
 * one its extension names (browsers often report design files such as .psd or .ai with no type at all).
 */
export function assetContentTypeOf(fileType: AssetFileType, file: { name: string; type: string }): string {
  if (assetFileExtension(fileType, file.type) !== undefined) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase();
  const byExtension = Object.entries(formatsOf(fileType)).find(([, known]) => known === extension);
  return byExtension?.[0] ?? file.type;
}

/** The file picker's `accept` for a file type: its content types and their extensions. */
export const assetFileAccept = (fileType: AssetFileType): string =>
  Object.entries(formatsOf(fileType))
    .flatMap(([contentType, extension]) => [contentType, `.${extension}`])
    .join(',');

const fileName = z
  .string({ error: 'Please choose a file' })
  .trim()
  .min(1, 'Please choose a file')
  .max(MAX_LENGTH.shortText, tooLong('File name', MAX_LENGTH.shortText));

/** An asset upload: the file type it is for decides which content types and sizes pass. */
export const assetUploadRequestSchema = z
  .object({
    file_name: fileName,
    file_type: z.enum(ASSET_FILE_TYPES, { error: 'Please choose a file type' }),
    content_type: z.string({ error: 'File type is required' }).max(MAX_LENGTH.shortText, tooLong('File type', MAX_LENGTH.shortText)),
    size: z.number({ error: 'File size is required' }).int().positive('The file is empty'),
  })
  .superRefine((request, context) => {
    const rule = ASSET_FILE_RULES[request.file_type];
    if (assetFileExtension(request.file_type, request.content_type) === undefined)
      context.addIssue({ code: 'custom', path: ['content_type'], message: rule.typeMessage });
    if (request.size > rule.maxBytes) context.addIssue({ code: 'custom', path: ['size'], message: rule.sizeMessage });
  });

export const MAX_ASSET_TAGS = 20;

export const MAX_ASSET_TAG_LENGTH = 40;

/** Each tag trimmed, non-empty and short; repeats (ignoring case) dropped, the first spelling kept; at most 20. */
export const assetTagsSchema = z
  .array(
    z
      .string({ error: 'Tags must be text' })
      .trim()
      .min(1, 'Tags cannot be empty')
      .max(MAX_ASSET_TAG_LENGTH, tooLong('Each tag', MAX_ASSET_TAG_LENGTH)),
    { error: 'Tags must be a list' },
  )
  .max(MAX_ASSET_TAGS * 5, `An asset can have at most ${MAX_ASSET_TAGS} tags`)
  .transform((tags) => tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index))
  .pipe(z.array(z.string()).max(MAX_ASSET_TAGS, `An asset can have at most ${MAX_ASSET_TAGS} tags`));

/** The tags an admin types into one box, separated by commas. */
export const splitTagList = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Tags as an admin types them into one box, separated by commas, checked by the same rules (one message for the box). */
export const assetTagListSchema = z.string().transform((text, context) => {
  const parsed = assetTagsSchema.safeParse(splitTagList(text));
  if (parsed.success) return parsed.data;
  context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Please check the tags' });
  return z.NEVER;
});

/** What an admin writes of an asset (spec part 2, section 3); the file travels apart, by its key. */
export const assetInputSchema = z.object({
  name: requiredText('Name is required', 'Name', MAX_LENGTH.shortText),
  description: optionalText('Description', MAX_LENGTH.longText),
  file_type: z.enum(ASSET_FILE_TYPES, { error: 'Please choose a file type' }),
  target_role: z.enum(CONTENT_AUDIENCES, { error: 'Please choose an audience' }),
  tags: assetTagsSchema,
});

export type AssetInput = z.input<typeof assetInputSchema>;

/** The upload dialog's fields: the asset's, with the tags in one box. */
export const assetFormSchema = assetInputSchema.extend({ tags: assetTagListSchema });

export type AssetFormInput = z.input<typeof assetFormSchema>;

/** A new asset: its file, already uploaded through a ticket the server issued, is required. */
export const createAssetSchema = assetInputSchema.extend({
  file_key: z
    .string({ error: ASSET_FILE_MISSING_MESSAGE })
    .trim()
    .min(1, ASSET_FILE_MISSING_MESSAGE)
    .max(MAX_LENGTH.id * 2, ASSET_FILE_MISSING_MESSAGE),
});

/**
 * The library's totals (spec part 2, section 2). Design files count as documents: like documents they are
 * files to download rather than to look at, and the ambassadors' library shows both under one tab.
 */
export const assetTotalsSchema = z.object({
  total: z.number().int(),
  images: z.number().int(),
  videos: z.number().int(),
  documents: z.number().int(),
});

export type AssetTotals = z.infer<typeof assetTotalsSchema>;

export function assetTotalsOf(assets: ReadonlyArray<Pick<Asset, 'file_type'>>): AssetTotals {
  const count = (...types: AssetFileType[]) => assets.filter((asset) => types.includes(asset.file_type)).length;
  return { total: assets.length, images: count('image'), videos: count('video'), documents: count('document', 'design') };
}
