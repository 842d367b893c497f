import { z } from 'zod';

/** GET /api/user/me answers { data: UserBrief }. */
export const UserBrief = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  profilePicture: z.string().nullable(),
  isVerified: z.boolean(),
});
export type UserBrief = z.infer<typeof UserBrief>;

export const UserBriefResponse = z.object({ data: UserBrief });
