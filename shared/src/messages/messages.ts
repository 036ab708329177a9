import * as z from 'zod';
import { ROLES } from '../platform/roles';

/** Messages from admins (spec part 1, section 3; part 2, sections 2 and 9). */
export const BROADCAST_AUDIENCES = ['all', 'new', 'active', 'complete'] as const;

export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

export const messageSchema = z.object({
  id: z.string(),
  from_user_id: z.string(),
  to_user_id: z.string(),
  subject: z.string().nullable(),
  content: z.string(),
  is_broadcast: z.boolean(),
  /** The role a broadcast went to (the spec stores the role, not the audience choice). */
  broadcast_segment: z.enum(ROLES).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

export type Message = z.infer<typeof messageSchema>;
