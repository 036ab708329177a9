import type { AdminSubmission } from '@app/shared/objectives';

/** A submission as the admin's review list answers it, for component tests (never imported by app code). */
export function anAdminSubmission(overrides: Partial<AdminSubmission> = {}): AdminSubmission {
  return {
    id: 's-1',
    objective_id: 'o-2',
    objective_number: 2,
    objective_title: 'Share Your Shop Link',
    status: 'submitted',
    submission_data: { url: 'https://instagram.com/p/shop-link-post', file_key: null, file_name: null, description: null },
    file_url: null,
    notes: null,
    alt_text: null,
    created_at: '2026-11-22T15:30:00.000Z',
    updated_at: '2026-11-22T15:30:00.000Z',
    user_id: 'user-1',
    first_name: 'Sam',
    last_name: 'Rivera',
    email: 'student@example.com',
    submitted_at: '2026-11-22T15:30:00.000Z',
    approved_at: null,
    admin_feedback: null,
    ...overrides,
  };
}
