import { givenUser } from '#test/api';
import type { AuditScenarios } from './scenario';

/** Tax records (issue 46): a W-9's upload ticket and its status, each about the payee. */
export const taxScenarios: AuditScenarios = {
  'POST /api/admin/payees/{user_id}/w9/upload': {
    arrange: async () => {
      const payee = await givenUser('student');
      return {
        params: { user_id: payee.userId },
        body: { file_name: 'w9-signed.pdf', content_type: 'application/pdf', size: 2048 },
        entry: {
          subject_type: 'w9_upload',
          person_id: payee.userId,
          changes: [
            { field: 'file_name', before: null, after: 'w9-signed.pdf' },
            { field: 'content_type', before: null, after: 'application/pdf' },
          ],
        },
      };
    },
  },
  'PUT /api/admin/payees/{user_id}/w9': {
    arrange: async () => {
      const payee = await givenUser('fundraising_ambassador');
      return {
        params: { user_id: payee.userId },
        body: { status: 'received', received_on: '2026-01-15' },
        entry: {
          subject_type: 'w9',
          subject_id: payee.userId,
          person_id: payee.userId,
          changes: [
            { field: 'status', before: null, after: 'received' },
            { field: 'received_on', before: null, after: '2026-01-15' },
          ],
        },
      };
    },
  },
};
