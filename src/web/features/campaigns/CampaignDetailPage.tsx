import { m } from '#i18n/paraglide/messages.js';
import { Alert, Avatar, Badge, Box, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Link, useParams } from 'react-router';
import type { Campaign } from '#contract/campaign';
import { badgeText, detailBadge } from '#contract/display';
import { campaignEnded, daysLeftText } from '#contract/days-left';
import { categoryLowerLabel } from '#contract/labels';
import { formatDate } from '#contract/dates';
import { formatBr } from '#contract/money';
import { afterLoad } from '#web/ui/deferred';
import { useHydrated, useNow } from '#web/lib/hydrated';
import { useIsOffline } from '#web/lib/network';
import { usePageError } from '#web/lib/page-error';
import { SLOT, withParts } from '#web/lib/parts';
import { getSession } from '#web/lib/session';
import { meQuery } from '#web/lib/me-query';
import { relativeTime } from '#web/lib/relative-time';
import { UNDER_REVIEW_MSG } from '#contract/under-review';
import { CampaignImage } from './CampaignImage';
import { CampaignUpdates } from './CampaignUpdates';
import { ReportLink } from './ReportLink';
import { WordsOfSupport } from './WordsOfSupport';
import { DonateBar } from './DonateBar';
import bar from './DonateBar.module.css';
import { DonationPanel } from './DonationPanel';
import { RecipientCard } from './RecipientCard';
import { orderedMedia } from './media';
import { campaignQuery } from './queries';
import { useDonate } from './use-donate';

// The carousel (Embla) loads once the page has loaded: the cover stands in for it until then.
const CampaignCarousel = lazy(async () => {
  await afterLoad();
  return import('./CampaignCarousel');
});

const ImageSkeleton = () => <Skeleton style={{ aspectRatio: '3 / 2' }} h="auto" radius="lg" />;

function DetailSkeleton() {
  return (
    <Grid gap="xl" aria-busy="true" aria-label={m.detail_loading()}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack>
          <Skeleton h={36} w="70%" />
          <ImageSkeleton />
          <Skeleton h={16} />
          <Skeleton h={16} w="80%" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={320} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

// The server's words for a missing campaign or a bad id, in either language.
const isNotFound = (message?: string) => !!message && /not found|invalid|አልተገኘም|ልክ ያልሆነ/i.test(message);
/** A suspended campaign's answer (the server says it in the request's language). */
const isUnderReview = (message?: string) => message === UNDER_REVIEW_MSG || message === m.detail_under_review_title();

/** The signed-in organiser's own campaign of this id, when the public cannot see it (waiting for review, rejected). */
function useOwnCampaign(id: string | undefined) {
  const { user, signedIn } = getSession();
  const me = useQuery({ ...meQuery(user?.identifier ?? ''), enabled: !!id && signedIn && !!user });
  return me.data?.campaigns.find((c) => c.id === id);
}

/** What the visitor can do next, whatever went wrong. */
const WaysOn = ({ retry }: { retry?: () => void }) => (
  <Group justify="center">
    {retry && <Button onClick={retry}>{m.try_again()}</Button>}
    <Button component={Link} to="/campaigns" variant={retry ? 'light' : 'filled'}>
      {m.detail_browse()}
    </Button>
  </Group>
);

function Failure({ id, message, retry }: { id?: string; message?: string; retry?: () => void }) {
  const own = useOwnCampaign(id);
  if (own && own.status !== 'ACTIVE' && own.status !== 'COMPLETED') {
    const waiting = own.status === 'PENDING';
    return (
      <Stack align="center" ta="center" py={64}>
        <Title order={2}>{waiting ? m.detail_own_waiting_title() : m.detail_own_rejected_title()}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {withParts(
            waiting ? m.detail_own_waiting({ title: SLOT }) : m.detail_own_rejected({ title: SLOT }),
            <span translate="no">{own.title}</span>,
          )}
          {!waiting && own.rejectionReason && withParts(m.detail_own_reason({ reason: SLOT }), <span translate="no">{own.rejectionReason}</span>)}
        </Text>
        <Button component={Link} to="/profile?tab=campaigns">
          {m.detail_my_campaigns()}
        </Button>
      </Stack>
    );
  }
  if (isNotFound(message)) {
    return (
      <Stack align="center" ta="center" py={64}>
        <Title order={2}>{m.detail_not_found_title()}</Title>
        <Text c="dimmed">{m.detail_not_found()}</Text>
        <WaysOn />
      </Stack>
    );
  }
  return (
    <Stack align="center" ta="center" py={64}>
      <Title order={2}>{m.detail_oops()}</Title>
      <Text c="dimmed">{m.detail_load_failed()}</Text>
      {message && (
        <Text size="sm" c="red.7">
          {message}
        </Text>
      )}
      <WaysOn retry={retry} />
    </Stack>
  );
}

function NotSaved() {
  return (
    <Stack align="center" ta="center" py={64}>
      <Title order={2}>{m.detail_not_saved_title()}</Title>
      <Text c="dimmed">{m.detail_not_saved()}</Text>
      <Button component={Link} to="/campaigns" variant="light">
        {m.detail_saved_campaigns()}
      </Button>
    </Stack>
  );
}

/** A suspended campaign: nothing of it is shown while reviewers look into it. */
function UnderReview() {
  return (
    <Stack align="center" ta="center" py={64}>
      <Title order={2}>{m.detail_under_review_title()}</Title>
      <Text c="dimmed" maw={520}>
        {m.detail_under_review()}
      </Text>
    </Stack>
  );
}

/** The campaign's own content; `preview` (the organiser's look at a pending one) leaves out what only a live page has. */
export function CampaignMain({ campaign: c, preview = false }: { campaign: Campaign; preview?: boolean }) {
  const media = orderedMedia(c);
  const organiser = `${c.user.firstName} ${c.user.lastName}`;
  const hydrated = useHydrated();
  const now = useNow();
  const cover = media[0] && (
    <div style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}>
      <CampaignImage media={media[0]} index={0} title={c.title} />
    </div>
  );
  return (
    <Stack gap="md">
      {/* In the organiser's preview the page already has its own h1. */}
      <Title order={preview ? 2 : 1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }} translate="no">
        {c.title}
      </Title>
      {media.length > 0 && (
        // The server (and hydration) render the cover alone; the carousel code loads after, with the
        // cover standing in for it until then (same size, no layout shift).
        hydrated ? (
          <Suspense fallback={cover}>
            <CampaignCarousel media={media} title={c.title} />
          </Suspense>
        ) : (
          cover
        )
      )}
      <Group justify="space-between" gap="sm">
        <Badge size="lg" variant="light" tt="none">
          {badgeText(detailBadge(c))}
        </Badge>
        <Group gap="lg">
          <Text fw={700} c="birr.8">
            {m.detail_raised({ amount: formatBr(c.raisedAmount) })}
          </Text>
          <Text fw={600} c="dimmed">
            {m.detail_goal({ amount: formatBr(c.goalAmount) })}
          </Text>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={c.user.profilePicture ?? '/avatar-default.svg'} alt="" size={44} radius="xl" />
        <Text>
          {withParts(
            m.detail_organizing({ name: SLOT }),
            <Text span fw={700} translate="no">
              {organiser}
            </Text>,
          )}
        </Text>
      </Group>
      <Group gap="lg" c="dimmed">
        <Group gap={6}>
          <IconCalendar size={16} aria-hidden />
          <Text size="sm">{m.detail_created({ when: relativeTime(c.createdAt, now) })}</Text>
        </Group>
        <Group gap={6}>
          <IconClock size={16} aria-hidden />
          {/* The deadline's date on hover (Ethiopian calendar in Amharic). */}
          <Text size="sm" component="time" dateTime={c.deadline.slice(0, 10)} title={m.detail_deadline({ date: formatDate(c.deadline) })}>
            {daysLeftText(c.deadline, now)}
          </Text>
        </Group>
        <Group gap={6}>
          <IconTag size={16} aria-hidden />
          <Text size="sm">{categoryLowerLabel(c.category)}</Text>
        </Group>
      </Group>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lh={1.7} translate="no">
        {c.description}
      </Text>
      <RecipientCard campaign={c} />
      {!preview && (
        <>
          <CampaignUpdates campaignId={c.id} />
          <WordsOfSupport campaignId={c.id} />
          <Group justify="flex-end">
            <ReportLink campaignId={c.id} title={c.title} />
          </Group>
        </>
      )}
    </Stack>
  );
}

function CampaignDetail({ id }: { id: string }) {
  const { data, isPending, error, refetch } = useQuery(campaignQuery(id));
  const offline = useIsOffline();
  // Offline with nothing saved for this campaign: the request waits for a network that is not there.
  if (isPending && offline) return <NotSaved />;
  if (isPending) return <DetailSkeleton />;
  if (error && !data) {
    return isUnderReview(error.message) ? <UnderReview /> : <Failure id={id} message={error.message} retry={() => void refetch()} />;
  }
  return <CampaignView campaign={data} />;
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const now = useNow();
  const ended = campaignEnded(campaign, now);
  const donate = useDonate(campaign);
  return (
    <div className={bar.page}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} miw={0}>
          <CampaignMain campaign={campaign} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} miw={0}>
          <div className={bar.sticky}>
            <DonationPanel campaign={campaign} ended={ended} onDonate={donate.open} />
          </div>
        </Grid.Col>
      </Grid>
      <DonateBar campaign={campaign} ended={ended} onDonate={donate.open} />
      {donate.modal}
    </div>
  );
}

export function CampaignDetailPage() {
  const { id } = useParams();
  return (
    <Container size="lg" py="xl">
      {id ? (
        <CampaignDetail id={id} />
      ) : (
        <Alert color="red" title={m.detail_error()}>
          {m.detail_no_id()}
        </Alert>
      )}
    </Container>
  );
}

/**
 * The campaign route: the page, or the server's answer for an unknown or non-public campaign
 * (status 404, not indexed; src/web/lib/page-error.ts) — the same words the page shows when it
 * cannot load one in the browser.
 */
export function CampaignRoute() {
  const error = usePageError();
  return error ? <CampaignErrorPage message={error.message} /> : <CampaignDetailPage />;
}

function CampaignErrorPage({ message }: { message: string }) {
  const { id } = useParams();
  return (
    <Container size="lg" py="xl">
      {isUnderReview(message) ? <UnderReview /> : <Failure id={id} message={message} />}
    </Container>
  );
}
