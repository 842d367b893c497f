// The campaign page's donation form without JavaScript (issue 43): Opera Mini's extreme mode,
// KaiOS, an in-app browser whose app code never arrived. The page carries a plain <form> that posts
// here (application/x-www-form-urlencoded). The same rules as the JSON route: DonationRequest
// (amounts read by readMoney), the provider's required email, the per-address limit shared with
// POST /api/donation/*, one donation per form key (`config: { idempotent: true }` reads the hidden
// `idempotencyKey` field), and createDonation itself. A mistake answers the campaign page again,
// rendered with the form refilled and each message beside its field, in the donor's language;
// a checkout started answers 303 to it.
//
// CSRF: the form is always a guest's (no cookie is read, so nothing of a signed-in person's is at
// stake), and a post whose Origin, or failing that Referer, names another site is refused (403).
// A post with neither (a browser or proxy that strips both) is accepted, as a guest's request to
// the JSON route is.
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { UUID_RE } from '#contract/campaign';
import { isChannel } from '#contract/channels';
import { IDEMPOTENCY_KEY_RE } from '#contract/create-campaign';
import { DonationRequest } from '#contract/donation';
import { DONATE_FORM_CHANNEL_FIELD, DONATE_FORM_FIELDS, DONATE_FORM_KEY_FIELD, donateFormPath, type DonateFormField, type DonateFormState } from '#contract/donate-form';
import { fieldMessages } from '#contract/zod-helpers';
import { m } from '#i18n/paraglide/messages.js';
import type { Deps } from '#server/deps';
import { DEFAULT_RETRY_AFTER_SECONDS, HttpError, httpError, tooManyRequests } from '#server/http/errors';
import { hit } from '#server/http/rate-limit';
import type { PageAnswer } from '#server/ssr/pages';
import { donateWindow } from './donate-window';
import { createDonation } from './service';

type SendPage = (req: FastifyRequest, reply: FastifyReply, answer?: PageAnswer) => unknown;
type Form = Record<string, string>;
type Params = { id: string };

const CHECKBOXES = new Set<DonateFormField>(['isAnonymous', 'coverFee', 'followUpdates']);

/** The request body as the JSON route reads it: checkboxes are true when sent, no words are none. */
function requestOf(form: Form): Record<string, unknown> {
  const channel = form[DONATE_FORM_CHANNEL_FIELD];
  return {
    donorFirstName: form.donorFirstName ?? '',
    donorLastName: form.donorLastName ?? '',
    email: form.email ?? '',
    amount: form.amount ?? '',
    isAnonymous: form.isAnonymous !== undefined,
    coverFee: form.coverFee !== undefined,
    followUpdates: form.followUpdates !== undefined,
    ...(form.message?.trim() ? { message: form.message } : {}),
    channel: isChannel(channel) ? channel : null,
  };
}

/** What the donor typed and ticked, to fill the form again ('' for a checkbox left unticked). */
const valuesOf = (form: Form): DonateFormState['values'] =>
  Object.fromEntries(DONATE_FORM_FIELDS.map((f) => [f, CHECKBOXES.has(f) ? (form[f] === undefined ? '' : 'on') : (form[f] ?? '')]));

export const donateFormRoutes =
  (deps: Deps, sendPage: SendPage): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    const publicOrigin = new URL(deps.config.publicUrl).origin;

    // Only this scope reads forms: each field once (the first), at most 16 KB.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      const form: Form = {};
      for (const [k, v] of new URLSearchParams(body as string)) if (!(k in form)) form[k] = v;
      done(null, form);
    });

    /** Posted from our own page: Origin, or without it Referer, names this site (see the top). */
    function fromOurPage(req: FastifyRequest) {
      const ours = new Set([publicOrigin, `${req.protocol}://${req.host}`]);
      const origin = req.headers.origin;
      if (origin !== undefined) return ours.has(origin);
      const referer = req.headers.referer;
      if (referer === undefined) return true;
      try {
        return ours.has(new URL(referer).origin);
      } catch {
        return false;
      }
    }

    /** The campaign page again, rendered with the form's values and messages. */
    const answerWithPage = (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply, status: number, state: Omit<DonateFormState, 'campaignId' | 'values' | 'idempotencyKey'> & { idempotencyKey?: string }) => {
      const form = (req.body ?? {}) as Form;
      const typedKey = form[DONATE_FORM_KEY_FIELD];
      const donateForm: DonateFormState = {
        campaignId: req.params.id,
        values: valuesOf(form),
        idempotencyKey: state.idempotencyKey ?? (typedKey && IDEMPOTENCY_KEY_RE.test(typedKey) ? typedKey : randomUUID()),
        errors: state.errors,
        ...(state.failure ? { failure: state.failure } : {}),
      };
      const search = new URL(req.url, publicOrigin).search;
      reply.header('cache-control', 'no-store');
      return sendPage(req, reply, { path: `/campaign/${encodeURIComponent(req.params.id)}${search}`, status, donateForm });
    };

    app.post<{ Params: Params }>(
      donateFormPath(':id'),
      {
        config: { idempotent: true },
        // Before the idempotency claim (which runs after the route's own preHandlers).
        preHandler: async (req) => {
          if (!fromOurPage(req)) throw httpError(403, m.donate_form_other_site());
        },
        // Every refusal is the page again with the message above the form; ours to the end.
        errorHandler: (err: FastifyError, req, reply) => {
          const status = err instanceof HttpError || (err.statusCode && err.statusCode < 500) ? (err.statusCode ?? 400) : 500;
          if (status === 429) reply.header('retry-after', String((err as HttpError).retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
          // A key already used for another gift (the page kept from an earlier one): a fresh key.
          const used = err instanceof HttpError && err.code === 'IDEMPOTENCY_KEY_REUSED';
          let failure = used ? m.donate_form_sent_before() : err.message;
          if (status >= 500) {
            const errorId = randomUUID().slice(0, 12);
            req.log.error({ err, errorId }, 'unhandled error');
            failure = m.srv_err_internal({ errorId });
          }
          return answerWithPage(req as FastifyRequest<{ Params: Params }>, reply, status, { errors: {}, failure, ...(used ? { idempotencyKey: randomUUID() } : {}) });
        },
      },
      async (req, reply) => {
        if (!UUID_RE.test(req.params.id)) throw httpError(404, m.donate_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
        const limit = await hit(db, `donate:ip:${req.ip}`, donateWindow(deps.config), deps.now());
        if (!limit.allowed) throw tooManyRequests(m.donate_too_many(), limit.retryAfterMs);
        const form = (req.body ?? {}) as Form;
        const parsed = DonationRequest.safeParse(requestOf(form));
        const errors = fieldMessages<DonateFormField>(parsed);
        if (!errors.email && deps.payments.requiredFields.includes('email') && !form.email?.trim()) errors.email = m.donate_email_required();
        if (!parsed.success || Object.keys(errors).length) return answerWithPage(req, reply, 422, { errors });
        const { checkoutUrl } = await createDonation(deps, { ...parsed.data, campaignId: req.params.id, userId: null });
        return reply.header('cache-control', 'no-store').redirect(checkoutUrl, 303);
      },
    );
  };
