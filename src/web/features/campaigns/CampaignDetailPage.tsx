import { m } from '#i18n/paraglide/messages.js';
import { IconCalendar, IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Campaign } from '#contract/campaign';
import { badgeText, detailBadge } from '#contract/display';
import { campaignEnded } from '#contract/days-left';
import { categoryLowerLabel } from '#contract/labels';
import ui from '#web/ui/ui.module.css';
import { IdentityBadge } from '#web/ui/IdentityBadge';
import { CampaignTreasurers } from './CampaignTreasurers';
import { useNow } from '#web/lib/hydrated';
import { useIsOffline } from '#web/lib/network';
import { ApiError } from '#web/lib/api-error';
import { usePageError } from '#web/lib/page-error';
import { SLOT, withParts } from '#web/lib/parts';
import { getSession } from '#web/lib/session';
import { meQuery } from '#web/lib/me-query';
import { relativeTime } from '#web/lib/relative-time';
import { noteCampaignVisit } from '#web/lib/campaign-visit';
import { Gallery } from './Gallery';
import { CampaignUpdates } from './CampaignUpdates';
import { ReportLink } from './ReportLink';
import { ContactOrganiserLink } from './ContactOrganiserLink';
import { ReviewedBy } from './ReviewedBy';
import { WordsOfSupport } from './WordsOfSupport';
import { WhereMoneyGoes } from './WhereMoneyGoes';
import { CampaignTeams } from './CampaignTeams';
import { DonateBar } from './DonateBar';
import bar from './DonateBar.module.css';
import css from './CampaignDetail.module.css';
import { DonationPanel } from './DonationPanel';
import { DonateFormNoScript } from './DonateFormNoScript';
import { RecipientCard } from './RecipientCard';
import { OrganisedBy } from './OrganisedBy';
import { orderedMedia } from './media';
import { campaignQuery } from './queries';
import { useDonate } from './use-donate';

/** Mantine's Skeleton, without Mantine. */
const Skeleton = ({ h, w, radius }: { h: number | string; w?: string; radius?: string }) => (
  <div className={ui.skeleton} style={{ height: h, width: w, borderRadius: radius }} />
);

function DetailSkeleton() {
  return (
    <div className={css.grid} aria-busy="true" aria-label={m.detail_loading()}>
      <div className={ui.stack}>
        <Skeleton h={36} w="70%" />
        <div className={ui.skeleton} style={{ aspectRatio: '3 / 2', borderRadius: 'var(--mantine-radius-lg)' }} />
        <Skeleton h={16} />
        <Skeleton h={16} w="80%" />
      </div>
      <Skeleton h={320} radius="var(--mantine-radius-lg)" />
    </div>
  );
}

/** Why the campaign could not be shown, from the API's answer or the server's page error: its status and code. */
type Why = { status?: number; code?: string; message?: string };
const whyOf = (error: Error): Why => (error instanceof ApiError ? error : { message: error.message });
/** A missing campaign or a bad id: nothing to try again. */
const isNotFound = (why: Why) => why.status === 404 || why.status === 400;
/** A suspended campaign says only that it is under review. */
const isUnderReview = (why: Why) => why.code === 'CAMPAIGN_UNDER_REVIEW';

/** The signed-in organiser's own campaign of this id, when the public cannot see it (waiting for review, rejected). */
function useOwnCampaign(id: string | undefined) {
  const { user, signedIn } = getSession();
  const me = useQuery({ ...meQuery(user?.identifier ?? ''), enabled: !!id && signedIn && !!user });
  return me.data?.campaigns.find((c) => c.id === id);
}

/** What the visitor can do next, whatever went wrong. */
const WaysOn = ({ retry }: { retry?: () => void }) => (
  <div className={`${ui.row} ${ui.center}`}>
    {retry && (
      <button type="button" className={ui.button} onClick={retry}>
        {m.try_again()}
      </button>
    )}
    <Link to="/campaigns" className={ui.button} data-variant={retry ? 'light' : undefined}>
      {m.detail_browse()}
    </Link>
  </div>
);

/** A message in place of the page: its heading, its words, what to do next. */
function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${ui.stack} ${ui.center} ${css.message}`}>
      <h2 className={ui.title}>{title}</h2>
      {children}
    </div>
  );
}

function Failure({ id, why, retry }: { id?: string; why: Why; retry?: () => void }) {
  const { message } = why;
  const own = useOwnCampaign(id);
  if (own && own.status !== 'ACTIVE' && own.status !== 'COMPLETED') {
    const waiting = own.status === 'PENDING';
    return (
      <Message title={waiting ? m.detail_own_waiting_title() : m.detail_own_rejected_title()}>
        <p className={`${ui.text} ${ui.dimmed} ${css.wrap}`}>
          {withParts(
            waiting ? m.detail_own_waiting({ title: SLOT }) : m.detail_own_rejected({ title: SLOT }),
            <span translate="no">{own.title}</span>,
          )}
          {!waiting && own.rejectionReason && withParts(m.detail_own_reason({ reason: SLOT }), <span translate="no">{own.rejectionReason}</span>)}
        </p>
        <Link to="/profile?tab=campaigns" className={ui.button}>
          {m.detail_my_campaigns()}
        </Link>
      </Message>
    );
  }
  if (isNotFound(why)) {
    return (
      <Message title={m.detail_not_found_title()}>
        <p className={`${ui.text} ${ui.dimmed}`}>{m.detail_not_found()}</p>
        <WaysOn />
      </Message>
    );
  }
  return (
    <Message title={m.detail_oops()}>
      <p className={`${ui.text} ${ui.dimmed}`}>{m.detail_load_failed()}</p>
      {message && <p className={`${ui.text} ${ui.sm} ${css.error}`}>{message}</p>}
      <WaysOn retry={retry} />
    </Message>
  );
}

function NotSaved() {
  return (
    <Message title={m.detail_not_saved_title()}>
      <p className={`${ui.text} ${ui.dimmed}`}>{m.detail_not_saved()}</p>
      <Link to="/campaigns" className={ui.button} data-variant="light">
        {m.detail_saved_campaigns()}
      </Link>
    </Message>
  );
}

/** A suspended campaign: nothing of it is shown while reviewers look into it. */
function UnderReview() {
  return (
    <Message title={m.detail_under_review_title()}>
      <p className={`${ui.text} ${ui.dimmed} ${css.narrow}`}>{m.detail_under_review()}</p>
    </Message>
  );
}

/** The organiser's picture (or the default one), round; below the fold on a phone, so it waits its turn. */
function OrganiserAvatar({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? '/avatar-default.svg' : src}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      decoding="async"
      className={css.avatar}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The campaign's own content, in the order a donor asks (issue 43): the title and picture; then
 * `panel` (how far it has come, how many gave, how long is left, the latest gifts: beside the rest
 * on a wide screen, under the picture on a phone); who organises it, for whom and how they are
 * related; the story; updates; words of support. `preview` (the organiser's look at a pending
 * one) leaves out what only a live page has.
 */
export function CampaignMain({ campaign: c, preview = false, panel }: { campaign: Campaign; preview?: boolean; panel?: ReactNode }) {
  const media = orderedMedia(c);
  const organiser = c.user.deleted ? m.donor_deleted_account() : `${c.user.firstName} ${c.user.lastName}`;
  const now = useNow();
  // In the organiser's preview the page already has its own h1.
  const Heading = preview ? 'h2' : 'h1';
  const top = (
    <div className={ui.stack}>
      <Heading className={`${ui.title} ${css.heading}`} translate="no">
        {c.title}
      </Heading>
      {media.length > 0 && <Gallery media={media} title={c.title} />}
    </div>
  );
  const rest = (
    <div className={ui.stack}>
      <div className={ui.row} style={{ '--gap': 'var(--mantine-spacing-sm)', flexWrap: 'nowrap' } as object}>
        <OrganiserAvatar src={c.user.profilePicture} />
        <div>
          <OrganisedBy campaign={c} organiser={organiser} />
          {c.user.identity && <IdentityBadge verified={c.user.identity} />}
          <CampaignTreasurers treasurers={c.treasurers} />
          {c.reviewedAt && <ReviewedBy at={c.reviewedAt} />}
        </div>
      </div>
      <RecipientCard campaign={c} />
      <div className={`${ui.row} ${ui.sm} ${css.facts}`}>
        <span className={css.badge}>{badgeText(detailBadge(c))}</span>
        <span className={css.fact}>
          <IconCalendar size={16} aria-hidden />
          {m.detail_created({ when: relativeTime(c.createdAt, now) })}
        </span>
        <span className={css.fact}>
          <IconTag size={16} aria-hidden />
          {categoryLowerLabel(c.category)}
        </span>
      </div>
      <p className={`${ui.text} ${css.story} ${css.later}`} translate="no">
        {c.description}
      </p>
      {!preview && (
        <div className={`${ui.stack} ${css.later}`}>
          <CampaignUpdates campaignId={c.id} />
          <WordsOfSupport campaignId={c.id} />
          <CampaignTeams campaign={c} />
          <WhereMoneyGoes campaignId={c.id} />
          <div className={css.report}>
            <ContactOrganiserLink campaign={c} />
            <ReportLink campaignId={c.id} title={c.title} />
          </div>
        </div>
      )}
    </div>
  );
  // Without a panel (the preview) one column; with one, three parts the page's grid places.
  if (!panel) {
    return (
      <div className={ui.stack}>
        {top}
        {rest}
      </div>
    );
  }
  return (
    <>
      {top}
      {panel}
      {rest}
    </>
  );
}

function CampaignDetail({ id }: { id: string }) {
  const { data, isPending, error, refetch } = useQuery(campaignQuery(id));
  const offline = useIsOffline();
  // Offline with nothing saved for this campaign: the request waits for a network that is not there.
  if (isPending && offline) return <NotSaved />;
  if (isPending) return <DetailSkeleton />;
  if (error && !data) {
    const why = whyOf(error);
    return isUnderReview(why) ? <UnderReview /> : <Failure id={id} why={why} retry={() => void refetch()} />;
  }
  return <CampaignView campaign={data} />;
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const now = useNow();
  const ended = campaignEnded(campaign, now);
  const donate = useDonate(campaign, undefined, ended);
  // Where this visitor came from, for the organiser's "What works" (issue 44).
  useEffect(() => noteCampaignVisit(campaign.id), [campaign.id]);
  return (
    <div className={bar.page}>
      <div className={css.grid}>
        <CampaignMain
          campaign={campaign}
          panel={
            <div className={`${bar.sticky} ${css.side}`}>
              <DonationPanel campaign={campaign} ended={ended} onDonate={donate.open} onWarm={donate.warm} />
            </div>
          }
        />
      </div>
      {!ended && <DonateFormNoScript campaign={campaign} />}
      <DonateBar campaign={campaign} ended={ended} onDonate={donate.open} onWarm={donate.warm} />
      {donate.modal}
    </div>
  );
}

/** The page's frame: Mantine's Container, size lg, with padding xl above and below. */
const Page = ({ children }: { children: ReactNode }) => (
  <div className={`${ui.container} ${css.page}`} data-size="lg">
    {children}
  </div>
);

export function CampaignDetailPage() {
  const { id } = useParams();
  return (
    <Page>
      {id ? (
        <CampaignDetail id={id} />
      ) : (
        <div role="alert" className={css.alert}>
          <p className={`${ui.text} ${css.alertTitle}`}>{m.detail_error()}</p>
          <p className={ui.text}>{m.detail_no_id()}</p>
        </div>
      )}
    </Page>
  );
}

/**
 * The campaign route: the page, or the server's answer for an unknown or non-public campaign
 * (status 404, not indexed; src/web/lib/page-error.ts) — the same words the page shows when it
 * cannot load one in the browser.
 */
export function CampaignRoute() {
  const error = usePageError();
  return error ? <CampaignErrorPage why={error} /> : <CampaignDetailPage />;
}

function CampaignErrorPage({ why }: { why: Why }) {
  const { id } = useParams();
  return <Page>{isUnderReview(why) ? <UnderReview /> : <Failure id={id} why={why} />}</Page>;
}
