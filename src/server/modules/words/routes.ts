import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuery } from '#contract/page-query';
import { WordAnswer, WordPatch, WordsList } from '#contract/words';
import { IdParam, UUID_RE } from '#contract/campaign';
import { m } from '#i18n/paraglide/messages.js';
import type { Deps } from '#server/deps';
import { currentUser, requireUser } from '#server/http/auth';
import { ownedCampaign } from '../campaigns/ownership';
import { listWords, setHidden } from './service';

const WordParams = z.object({
  id: z.string().regex(UUID_RE, { error: () => m.srv_err_invalid_campaign_id() }),
  wordId: z.string().regex(UUID_RE, { error: () => m.srv_err_invalid_word_id() }),
});

/** Words of support: the public list, and the organiser hiding one (reviewers remove: review routes). */
export const wordRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/campaign/:id/words', { schema: { params: IdParam('id', 'campaign'), querystring: PageQuery, response: { 200: WordsList } } }, (req) =>
      listWords(deps.db, req.params.id, req.query),
    );

    app.patch(
      '/campaign/:id/words/:wordId',
      { schema: { params: WordParams, body: WordPatch, response: { 200: WordAnswer } }, preHandler: requireUser(deps, { verified: true }), config: { idempotent: true } },
      async (req) => {
        const campaign = await ownedCampaign(deps.db, req.params.id, currentUser(req));
        return { data: await setHidden(deps.db, campaign.id, req.params.wordId, req.body.hidden, deps.now()) };
      },
    );
  };
