import { BUILT_IN_TEMPLATE_VARIABLES, DEFAULT_OVERLAY_STYLE, type SocialTemplate } from '@app/shared/content';

/** A social template as the admin's list answers it, for component tests (never imported by app code). */
export function aSocialTemplate(overrides: Partial<SocialTemplate> = {}): SocialTemplate {
  return {
    id: 't-1',
    name: 'Launch Story',
    description: 'For launch week',
    template_type: 'story',
    file_type: 'image',
    file_url: 'https://assets.test/public/templates/1-a.png',
    target_role: 'student',
    caption_template: 'Shop with {personal_code} {hashtag}, see {leaderboardLink}',
    overlay_position: 'bottom',
    overlay_style: { ...DEFAULT_OVERLAY_STYLE },
    variables: [...BUILT_IN_TEMPLATE_VARIABLES.map((name) => ({ name, default_value: '' })), { name: 'hashtag', default_value: '#go' }],
    is_active: true,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
