import { z } from 'zod';

/** GET /api/health and /api/health/ready: `ok`, or 503 `unavailable` with what does not answer. */
export const HealthAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  message: z.string().optional(),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;

export const HEALTH_ENDPOINTS = { live: '/health', ready: '/health/ready' } as const;
