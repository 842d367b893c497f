import { m } from '#i18n/paraglide/messages.js';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Campaign } from '#contract/campaign';
import { campaignEnded } from '#contract/days-left';
import { TEAM_ENDPOINTS, teamPagePath } from '#contract/team-paths';
import type { Team } from '#contract/teams';
import { api } from '#web/lib/api';
import { noteCampaignVisit } from '#web/lib/campaign-visit';
import { ApiError } from '#web/lib/api-error';
import { useHydrated, useNow } from '#web/lib/hydrated';
import { currentUserId } from '#web/lib/session';
import { usePageError } from '#web/lib/page-error';
import { SLOT, withParts } from '#web/lib/parts';
import ui from '#web/ui/ui.module.css';
import { CampaignProgress } from './CampaignProgress';
import css from './CampaignDetail.module.css';
import team from './Team.module.css';
import { campaignQuery } from './queries';
import { ShareButton } from './ShareButton';
import { teamQuery } from './team-queries';
import { useDonate } from './use-donate';

// A team page (issue 44): /campaign/:id/team/:slug — the team's name, photo and line of why, its
// own progress bar, the campaign it raises for, and the campaign's donation form with the team
// attached. Drawn without Mantine, as the campaign page is: it is a page people share.

const Page = ({ children }: { children: ReactNode }) => (
  <div className={`${ui.container} ${css.page}`} data-size="lg">
    {children}
  </div>
);

/** The team is gone (or never was), or its campaign cannot be shown: a way on to the campaign. */
function NotFound({ campaignId }: { campaignId?: string }) {
  return (
    <div className={`${ui.stack} ${ui.center} ${css.message}`}>
      <h2 className={ui.title}>{m.team_not_found()}</h2>
      <p className={`${ui.text} ${ui.dimmed} ${css.narrow}`}>{m.team_not_found_text()}</p>
      <div className={`${ui.row} ${ui.center}`}>
        {campaignId && (
          <Link to={`/campaign/${campaignId}`} className={ui.button}>
            {m.team_view_campaign()}
          </Link>
        )}
        <Link to="/campaigns" className={ui.button} data-variant="light">
          {m.detail_browse()}
        </Link>
      </div>
    </div>
  );
}

/** The team's creator may take their page down (the organiser does it from the campaign's management page). */
function RemoveOwnTeam({ team: t }: { team: Team }) {
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => api<void>(TEAM_ENDPOINTS.team(encodeURIComponent(t.campaignId), t.slug), { method: 'DELETE', fallback: m.team_remove_failed() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['teams', t.campaignId] });
      queryClient.removeQueries({ queryKey: ['team', t.campaignId, t.slug] });
      void navigate(`/campaign/${t.campaignId}`);
    },
  });
  // Who is signed in is known only in the browser: nothing here until the page has hydrated.
  if (!hydrated || !t.userId || currentUserId() !== t.userId) return null;
  if (!confirming) {
    return (
      <button type="button" className={css.reportLink} onClick={() => setConfirming(true)}>
        {m.team_remove_own()}
      </button>
    );
  }
  return (
    <div className={ui.stack} role="alert">
      <p className={`${ui.text} ${ui.sm}`}>{m.team_remove_confirm({ name: t.name })}</p>
      {remove.error && <p className={`${ui.text} ${ui.sm} ${css.error}`}>{remove.error.message}</p>}
      <div className={ui.row}>
        <button type="button" className={ui.button} data-variant="light" onClick={() => setConfirming(false)}>
          {m.team_cancel()}
        </button>
        <button type="button" className={ui.button} disabled={remove.isPending} onClick={() => remove.mutate()}>
          {m.team_remove()}
        </button>
      </div>
    </div>
  );
}

function TeamView({ team: t, campaign: c }: { team: Team; campaign: Campaign }) {
  const now = useNow();
  const ended = campaignEnded(c, now);
  const donate = useDonate(c, t.id);
  return (
    <article className={`${ui.stack} ${team.team}`}>
      <div className={ui.row} style={{ '--gap': 'var(--mantine-spacing-md)', flexWrap: 'nowrap' } as object}>
        {t.photo && <img src={t.photo.url} srcSet={t.photo.srcSet ?? undefined} sizes="112px" alt="" width={112} height={112} className={team.photo} />}
        <div className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
          <h1 className={`${ui.title} ${css.heading} ${team.name}`} translate="no">
            {t.name}
          </h1>
          <p className={`${ui.text} ${ui.dimmed}`}>
            {withParts(
              m.team_supports({ title: SLOT }),
              <Link to={`/campaign/${c.id}`} className={ui.link} translate="no">
                {c.title}
              </Link>,
            )}
          </p>
        </div>
      </div>
      <p className={`${ui.text} ${team.why}`} translate="no">
        {t.why}
      </p>
      <div className={`${ui.card} ${ui.stack}`}>
        <CampaignProgress raised={t.raised} goal={t.target} />
        <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{m.team_donor_count({ count: t.donorCount })}</p>
        <div className={`${ui.row} ${team.actions}`} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
          {!ended && (
            <button type="button" className={ui.button} data-size="md" data-full onClick={donate.open}>
              {m.card_donate()}
            </button>
          )}
          <ShareButton campaignId={c.id} title={c.title} size={42} withText={ended} path={teamPagePath(c.id, t.slug)} />
        </div>
      </div>
      <Link to={`/campaign/${c.id}`} className={ui.button} data-variant="light">
        {m.team_view_campaign()}
      </Link>
      <RemoveOwnTeam team={t} />
      {donate.modal}
    </article>
  );
}

function TeamDetail({ id, slug }: { id: string; slug: string }) {
  const teamRead = useQuery(teamQuery(id, slug));
  const campaignRead = useQuery(campaignQuery(id));
  // A team's shared link (with its ?ref=) is a visit to the campaign, as the campaign page's is.
  useEffect(() => noteCampaignVisit(id), [id]);
  if (teamRead.data && campaignRead.data) return <TeamView team={teamRead.data} campaign={campaignRead.data} />;
  const failed = teamRead.error ?? campaignRead.error;
  if (failed) {
    const settled = failed instanceof ApiError && (failed.status === 404 || failed.status === 400);
    if (settled) return <NotFound campaignId={id} />;
    return (
      <div className={`${ui.stack} ${ui.center} ${css.message}`}>
        <h2 className={ui.title}>{m.detail_oops()}</h2>
        <p className={`${ui.text} ${ui.dimmed}`}>{failed.message}</p>
        <button type="button" className={ui.button} onClick={() => void Promise.all([teamRead.refetch(), campaignRead.refetch()])}>
          {m.try_again()}
        </button>
      </div>
    );
  }
  return <div className={ui.skeleton} style={{ height: 320, borderRadius: 'var(--mantine-radius-lg)' }} aria-busy="true" aria-label={m.team_loading()} />;
}

/** The team route: the page, or the server's "not found" for a team (or campaign) it could not show. */
export function TeamRoute() {
  const { id, slug } = useParams();
  const error = usePageError();
  return <Page>{error || !id || !slug ? <NotFound campaignId={error?.code === 'TEAM_NOT_FOUND' ? id : undefined} /> : <TeamDetail id={id} slug={slug} />}</Page>;
}
