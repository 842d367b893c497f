import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserBriefResponse } from '../../../contract/user';
import { currentUser, requireUser } from '../../http/auth';
import type { AuthContext } from '../auth/context';
import { toBrief } from './service';

export const userRoutes =
  (ctx: AuthContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/user/me', { preHandler: requireUser(ctx), schema: { response: { 200: UserBriefResponse } } }, async (req) => ({
      data: toBrief(currentUser(req)),
    }));
  };
