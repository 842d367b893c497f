import { m } from '#i18n/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { Campaign } from '#contract/campaign';
import { campaignEnded } from '#contract/days-left';
import { teamPagePath } from '#contract/team-paths';
import { useNow } from '#web/lib/hydrated';
import { useSession } from '#web/lib/use-session';
import { lazyMantine } from '#web/ui/lazy-mantine';
import ui from '#web/ui/ui.module.css';
import { useLazyDialog } from '#web/ui/use-lazy-dialog';
import { CampaignProgress } from './CampaignProgress';
import team from './Team.module.css';
import { teamsQuery } from './team-queries';

// The form (and Mantine with it) loads on the first "Start a team", not with the page.
const loadStartTeam = () => import('./StartTeamModal').then((mod) => mod.StartTeamModal);
const StartTeamModal = lazyMantine(loadStartTeam);

/** How many teams the campaign page lists; each team's page has the rest of its story. */
const SHOWN = 10;

/** "Start a team": the form for a signed-in person, sign-in first for anyone else. */
function StartTeam({ campaign: c }: { campaign: Campaign }) {
  const { signedIn } = useSession();
  const here = useLocation().pathname;
  const dialog = useLazyDialog();
  if (!signedIn) {
    return (
      <Link to="/auth/signin" state={{ from: here }} className={ui.button} data-variant="light">
        {m.team_start_sign_in()}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={ui.button} data-variant="light" onPointerEnter={() => void loadStartTeam()} onClick={dialog.open}>
        {m.team_start()}
      </button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <StartTeamModal opened={dialog.opened} onClose={dialog.close} campaignId={c.id} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A campaign's teams (issue 44): the leaderboard, most raised first (hidden while there are none),
 * and "Start a team" while the campaign is open. Read in the browser: it is below the story.
 */
export function CampaignTeams({ campaign: c }: { campaign: Campaign }) {
  const now = useNow();
  const open = c.status === 'ACTIVE' && !campaignEnded(c, now);
  const { data: teams = [] } = useQuery(teamsQuery(c.id));
  if (!open && teams.length === 0) return null;
  return (
    <section className={ui.stack} aria-labelledby="campaign-teams">
      {teams.length > 0 && (
        <>
          <h2 className={ui.title} id="campaign-teams" style={{ fontSize: 'var(--mantine-h3-font-size)' }}>
            {m.team_leaderboard_title()}
          </h2>
          <ol className={team.board}>
            {teams.slice(0, SHOWN).map((t, i) => (
              <li key={t.id} className={ui.card}>
                <Link to={teamPagePath(c.id, t.slug)} className={team.entry}>
                  <span className={team.rank}>{i + 1}</span>
                  <span className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
                    <span className={team.entryName} translate="no">
                      {t.name}
                    </span>
                    <CampaignProgress raised={t.raised} goal={t.target} />
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
      {open && (
        <div className={ui.row}>
          <StartTeam campaign={c} />
        </div>
      )}
    </section>
  );
}
