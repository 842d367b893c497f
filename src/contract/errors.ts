// The error answer of every API route: `{ message, code, field? }` (codes: ./error-codes.ts).
import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export { codeForStatus, ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes';

/** Every error answer's body. A 500 also carries `errorId`, the id its log entry is found by. */
export const ErrorBody = z.object({
  message: z.string().min(1),
  code: z.enum(ERROR_CODES),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
