import type { Submission } from '@app/shared/objectives';

/** A submission as the student sees it, for component tests (never imported by app code). */
export function aSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 's-1',
    objective_id: 'o-2',
    objective_number: 2,
    objective_title: 'Share Your Shop Link',
    status: 'submitted',
    submission_data: { url: 'https://example.com/my-post', file_key: null, file_name: null, description: null },
    file_url: null,
    notes: null,
    alt_text: null,
    admin_feedback: null,
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}
