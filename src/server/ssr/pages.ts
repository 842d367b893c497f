// The web app's pages: public pages rendered on the server (dist/ssr/entry.js, built from
// src/web/entry-server.tsx and known here by src/contract/pages.ts alone), the client-rendered
// shell (dist/web/index.html) for every other route; and, beside them, what search engines read
// (./seo.ts) and campaigns' link-preview images (./preview-image.ts). The document around a page: ./document.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CampaignListQuery, UUID_RE } from '#contract/campaign';
import { TxRefParam } from '#contract/donation';
import { PUBLIC_ORIGIN_META, type PageDataSource, type PageRenderer } from '#contract/pages';
import type { DonateFormState } from '#contract/donate-form';
import { TEAM_SLUG_RE } from '#contract/team-slug';
import { m } from '#i18n/paraglide/messages.js';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, isLocale, type Locale } from '#i18n/locale';
import { escapeHtml } from '#server/http/html-page';
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { campaignReads, listenForPublicChanges } from '../modules/campaigns/cache';
import { donationOptions, listVerifiedDonations, receiptForPage } from '../modules/donations/service';
import { listUpdates } from '../modules/updates/service';
import { listWords } from '../modules/words/service';
import { publicLedgerReads } from '../modules/payouts/public-ledger';
import { findTeam, listTeams } from '../modules/teams';
import { countVisit } from '../modules/channels/visits';
import { bootScripts, builtCss, escapeJsonForHtml, firstViewStyles, holdsBuildCss, insertLiteral, lcpImagePreload, rebuilt, routeAssets, type Manifest } from './document';
import { filledPage, finishedPage, NONCE_HOLE, pageCache, withFormKeyHole, type FinishedPage } from './page-cache';
import { CONNECTION_HINTS, CONNECTION_VARY, isPrefetch, SPECULATION_RULES, wantsLitePage } from './prefetch';
import { previewImageUrl, registerPreviewImages } from './preview-image';
import { headTags, registerSeo } from './seo';

/** A page sent in answer to something other than its own address (see sendPage). */
export type PageAnswer = { path: string; status: number; donateForm?: DonateFormState };

export async function registerPages(app: FastifyInstance, deps: Deps) {
  const { db, storage } = deps;
  const dist = deps.config.webDist;
  const template = rebuilt(path.join(dist, 'index.html'), (f) => readFileSync(f, 'utf8'));
  // Beside the renderer, outside the web root: neither is for browsers.
  const ssrDist = deps.config.ssrDist;
  const manifest = ssrDist ? rebuilt(path.join(ssrDist, 'manifest.json'), (f) => JSON.parse(readFileSync(f, 'utf8')) as Manifest) : () => null;
  const entry = ssrDist
    ? rebuilt(path.join(ssrDist, 'entry.js'), (f, mtime) => import(`${pathToFileURL(f).href}?v=${mtime}`) as Promise<PageRenderer>)
    : () => null;
  const cssText = builtCss(dist);

  // The same short-lived public reads as the API (PUBLIC_CACHE_SECONDS, cleared on any change).
  const reads = campaignReads(db, storage, deps.config.publicCacheSeconds);
  // The receipt is each request's own (its address's verify limit): pageReceipt, in finishPage.
  const source: Omit<PageDataSource, 'receipt'> = {
    // Parsed as the API parses its query string, so a page and the API answer alike.
    campaigns: (params) =>
      reads.list(
        CampaignListQuery.parse(
          Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
        ),
      ),
    async campaign(id) {
      if (!UUID_RE.test(id)) return null;
      try {
        return await reads.get(id);
      } catch (err) {
        if (err instanceof HttpError && err.code === 'CAMPAIGN_UNDER_REVIEW') return 'under-review';
        if (err instanceof HttpError && err.statusCode === 404) return null;
        throw err;
      }
    },
    donations: (id) => listVerifiedDonations(db, id),
    updates: (id, limit) => listUpdates(db, storage, id, { page: 1, limit }),
    words: (id, limit) => listWords(db, id, { page: 1, limit }),
    // Read through: the finished page is what is kept (./page-cache.ts), so its ledger is no older than it.
    ledger: publicLedgerReads(db, 0),
    // The page asks for its campaign first (public or not); a slug that cannot be one is no team.
    team: async (id, slug) => (UUID_RE.test(id) && TEAM_SLUG_RE.test(slug) ? findTeam(db, storage, id, slug) : null),
    teams: (id) => listTeams(db, storage, id),
    donationOptions: () => donationOptions(deps),
    walletOptions: () => [...(deps.payments.directCharge?.methods ?? [])],
  };

  /** The thank-you page's donation: the provider asked within the address's verify limit, else as it stands here. */
  async function pageReceipt(txRef: string, ip: string) {
    if (!TxRefParam.safeParse({ txRef }).success) return null;
    try {
      return await receiptForPage(deps, txRef, ip);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) return null;
      throw err;
    }
  }

  // Every page names the configured public origin, so share links and posters never carry the
  // address the browser happened to reach us by (web/features/campaigns/media.ts reads it).
  const originMeta = () => `<meta name="${PUBLIC_ORIGIN_META}" content="${new URL(deps.config.publicUrl).origin}">`;
  /** The page's language on <html>, so the browser app (and screen readers) start in it. */
  const inLanguage = (html: string, locale: Locale) => insertLiteral(html, /<html lang="[^"]*"/, `<html lang="${locale}"`);
  /** A `?lang=` link keeps its language for the rest of the visit (the switch does the same). */
  const rememberLanguage = (req: FastifyRequest, reply: FastifyReply) => {
    const asked = (req.query as Record<string, unknown> | undefined)?.lang;
    if (isLocale(asked)) reply.header('set-cookie', `${LANG_COOKIE}=${asked}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`);
    // Pages differ by the visitor's language (and connection): shared caches keep one copy per language.
    reply.header('vary', `accept-encoding, accept-language, cookie, ${CONNECTION_VARY}`);
  };
  const shellPage = (html: string) => {
    let page = insertLiteral(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(m.head_default_title())}</title>`);
    page = insertLiteral(page, /<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(m.head_default_description())}"`);
    page = insertLiteral(page, /<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(m.shell_noscript())}</noscript>`);
    return insertLiteral(page, '</head>', `${originMeta()}</head>`);
  };
  const sendShell = (req: FastifyRequest, reply: FastifyReply) => {
    const html = template();
    if (html === null) return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    rememberLanguage(req, reply);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-type', 'text/html; charset=utf-8')
      .send(shellPage(inLanguage(html, req.locale)));
  };
  const renderer = async (req: FastifyRequest) =>
    (await entry()?.catch((err: unknown) => {
      req.log.error({ err }, 'cannot load the server renderer');
      return null;
    })) ?? null;

  // Finished pages, a few seconds (./page-cache.ts). A committed change to what they show (a
  // donation counted, an edit approved), here or on another instance, clears them at once, and
  // the reads under them first, so no page is rebuilt from an older read.
  const seconds = deps.config.publicCacheSeconds;
  const finished = pageCache(seconds);
  if (seconds > 0) {
    const stop = await listenForPublicChanges(db, () => {
      reads.clear();
      finished.clear();
    });
    app.addHook('onClose', stop);
  }

  /**
   * Any page navigation: a public page rendered here, or the shell that renders in the browser.
   * `answer` renders another page than the request's address, with its own status and the plain
   * donation form's messages (the form's POST, ../modules/donations/form-route.ts).
   */
  async function sendPage(req: FastifyRequest, reply: FastifyReply, answer?: PageAnswer) {
    const html = template();
    if (html === null) return reply.status(404).send({ message: 'The web app is not built: run `npm run build`' });
    const ssr = await renderer(req);
    if (!ssr) return sendShell(req, reply);
    const variant = { lite: wantsLitePage(req), cssCached: holdsBuildCss(html, req) };
    // A page is rendered from its address, language and variant alone, never from who asks (no
    // session, no cookie but the stylesheets'): those are its key. A form's answer holds what its
    // donor typed, and is never kept.
    const page = answer
      ? await finishPage(req, html, ssr, variant, answer)
      : await finished.get(JSON.stringify([req.url, req.locale, variant.lite, variant.cssCached]), () => finishPage(req, html, ssr, variant));
    if (page === 'shell') return sendShell(req, reply);
    rememberLanguage(req, reply);
    const sent = reply
      .status(page.status === 200 && answer?.status ? answer.status : page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('accept-ch', CONNECTION_HINTS)
      .send(filledPage(page, reply.cspNonce.script));
    // A prefetch is not a visit: the page counts itself if it is opened (web/lib/campaign-visit.ts).
    if (page.status === 200 && VISIT_ROUTES.has(req.routeOptions.url ?? '') && !isPrefetch(req)) countCampaignVisit(req);
    return sent;
  }

  /** The page at the request's address (or `answer`'s), whole but for its holes (./page-cache.ts). */
  async function finishPage(
    req: FastifyRequest,
    html: string,
    ssr: PageRenderer,
    { lite, cssCached }: { lite: boolean; cssCached: boolean },
    answer?: PageAnswer,
  ): Promise<FinishedPage | 'shell'> {
    const origin = deps.config.publicUrl;
    const result = await ssr.render({
      url: `${origin}${answer?.path ?? req.url}`,
      locale: req.locale,
      source: { ...source, receipt: (txRef) => pageReceipt(txRef, req.ip) },
      previewImage: (c) => previewImageUrl(origin, c),
      donateForm: answer?.donateForm,
      lite,
    });
    if (result.kind === 'shell') return 'shell';

    // A form's answer keeps its key: fixing a mistake and sending again is still one donation.
    const markup = answer ? result.markup : withFormKeyHole(result.markup);
    const assets = routeAssets(manifest(), result.modules);
    if (assets.missing.length) req.log.warn({ modules: assets.missing }, 'the build manifest does not know these route modules: their chunks are not preloaded');
    const styles = firstViewStyles(html, assets.css, cssCached, cssText, markup);
    const boot = bootScripts(styles.html, assets.js, NONCE_HOLE, styles.warmCss, ssr.bootScript, lite ? undefined : SPECULATION_RULES);
    // Every piece that holds text from outside (titles, stories, names, words of support) goes in
    // with insertLiteral, never as a string replacement.
    const inLang = inLanguage(boot.html, req.locale);
    // A light page says so on <html>: the browser hydrates it as the server rendered it (web/lib/lite-page.ts).
    const trimmed = (lite ? insertLiteral(inLang, /<html\b/, '<html data-lite') : inLang)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    // Early in <head>: the largest picture's request starts before anything else is parsed.
    // Early in <head>, but after the viewport: the browser picks the picture's rendition by the
    // viewport's width, and before <meta name="viewport"> that is the 980 px of a desktop page,
    // so a phone fetched the 1200 px rendition here and then the one the <img> shows.
    const withPreload = insertLiteral(trimmed, /<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}${lcpImagePreload(markup)}`);
    const withHead = insertLiteral(withPreload, '</head>', `${headTags(result.head, origin, req.locale)}${originMeta()}${styles.tags}${boot.tags}</head>`);
    const page = insertLiteral(
      withHead,
      '<div id="root"></div>',
      `<div id="root">${markup}</div>` + `<script type="application/json" id="birr-ssr">${escapeJsonForHtml(result.state)}</script>`,
    );
    return finishedPage(result.status, page);
  }

  /** Pages whose opening is a visit to their campaign: the campaign page and its teams' pages (their ?ref= counts too). */
  const VISIT_ROUTES = new Set(['/campaign/:id', '/campaign/:id/team/:slug']);

  /**
   * A rendered campaign page is a visit (issue 44; the web app counts the ones it renders itself):
   * counted once the page is on its way, never awaited, so the page waits for no count.
   */
  function countCampaignVisit(req: FastifyRequest) {
    const campaignId = (req.params as { id?: string }).id ?? '';
    const ref = (req.query as Record<string, unknown> | undefined)?.ref;
    countVisit(deps, { campaignId, ref, ip: req.ip, userAgent: req.headers['user-agent'] }).catch((err: unknown) =>
      req.log.warn({ err }, 'a visit to a campaign was not counted'),
    );
  }

  app.get('/', sendPage);
  app.get('/campaigns', sendPage);
  app.get('/campaign/:id', sendPage);
  app.get('/campaign/:id/team/:slug', sendPage);
  app.get('/donation/thank-you', sendPage);
  registerSeo(app, deps, async () => (await entry()?.catch(() => null))?.disallowed ?? []);
  registerPreviewImages(app, deps);

  return { sendPage };
}
