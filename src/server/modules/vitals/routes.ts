import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Histogram, type Registry } from 'prom-client';
import { VITALS_ENDPOINT } from '#contract/page-kind';
import { VitalsReport } from '#contract/vitals';
import type { Deps } from '#server/deps';
import { tooManyRequests } from '#server/http/errors';
import { hit } from '#server/http/rate-limit';
import { m } from '#i18n/paraglide/messages.js';

/** A page view sends one report; a few dozen from one address in ten minutes is a person browsing. */
const REPORTS_PER_ADDRESS = { limit: 60, windowMs: 10 * 60_000 };

type VitalsHistograms = Record<'lcp' | 'inp' | 'cls', Histogram<'page' | 'lang'>>;
const registryHistograms = new WeakMap<Registry, VitalsHistograms>();

/**
 * Histograms of real visitors' LCP, INP (seconds) and CLS, by page kind and language, on this
 * instance's /metrics (sum them across instances). Buckets sit around Google's "good" and "poor"
 * lines (LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25) and our own goals (LCP 1.2 s).
 */
function vitalsHistograms(deps: Deps): VitalsHistograms {
  const registry = deps.metrics.registry;
  // One set per registry: an app built twice on the same metrics (tests) keeps counting in it.
  const existing = registry.getSingleMetric('birr_web_vitals_lcp_seconds');
  if (existing) return registryHistograms.get(registry)!;
  const registers = [registry];
  const labelNames = ['page', 'lang'] as const;
  const made: VitalsHistograms = {
    lcp: new Histogram({
      name: 'birr_web_vitals_lcp_seconds',
      help: "Real visitors' Largest Contentful Paint, by page kind and language (sampled page views)",
      labelNames,
      buckets: [0.5, 0.8, 1, 1.2, 1.5, 2, 2.5, 3, 4, 6, 10],
      registers,
    }),
    inp: new Histogram({
      name: 'birr_web_vitals_inp_seconds',
      help: "Real visitors' Interaction to Next Paint, by page kind and language (sampled page views)",
      labelNames,
      buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
      registers,
    }),
    cls: new Histogram({
      name: 'birr_web_vitals_cls',
      help: "Real visitors' Cumulative Layout Shift, by page kind and language (sampled page views)",
      labelNames,
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers,
    }),
  };
  registryHistograms.set(registry, made);
  return made;
}

/** `POST /api/vitals`: a sampled page view's measures, kept only as counts in the histograms. */
export const vitalsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const histograms = vitalsHistograms(deps);
    app.post(
      VITALS_ENDPOINT.replace(/^\/api/, ''),
      // A beacon is a few dozen bytes; anything larger is not one.
      { schema: { body: VitalsReport }, bodyLimit: 1024 },
      async (req, reply) => {
        const limit = await hit(deps.db, `vitals:${req.ip}`, REPORTS_PER_ADDRESS, deps.now());
        if (!limit.allowed) throw tooManyRequests(m.srv_err_too_many_vitals(), limit.retryAfterMs);
        const { page, lang, lcp, inp, cls } = req.body;
        const labels = { page, lang };
        if (lcp !== undefined) histograms.lcp.observe(labels, lcp / 1000);
        if (inp !== undefined) histograms.inp.observe(labels, inp / 1000);
        if (cls !== undefined) histograms.cls.observe(labels, cls);
        return reply.status(204).header('cache-control', 'no-store').send();
      },
    );
  };
