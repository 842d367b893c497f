import { Badge, Button, Card, Divider, Group, Image, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReviewCampaign, ReviewDocument } from '#contract/review';
import { bankLabel, categoryLabel, sectorLabel } from '#contract/labels';
import { formatBr } from '#contract/money';
import { formatDate, formatLongDate } from '#contract/dates';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { showToast } from '#web/lib/toast';
import { useDecision } from '#web/lib/use-decision';
import { approveCampaign, documentLink, rejectCampaign } from './review-api';
import { RejectModal } from './RejectModal';
import { OrganiserIdentity } from './OrganiserIdentity';
import { ChangesSinceRejection } from './ChangesSinceRejection';
import { m } from '#i18n/paraglide/messages.js';

const DOC_LABEL: Record<ReviewDocument['kind'], () => string> = {
  TIN_CERTIFICATE: m.reviewer_doc_tin,
  REGISTRATION_LICENSE: m.reviewer_doc_license,
  PERSONAL_DOCUMENT: m.reviewer_doc_personal,
  SUPPORTING_DOCUMENT: m.reviewer_doc_supporting,
};

function Row({ label, value, typed }: { label: string; value: string | null | undefined; typed?: boolean }) {
  if (!value) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }} translate={typed ? 'no' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** Opens a private document through a short-lived authorised link (the tab opens at once, so no pop-up blocker objects). */
async function openDocument(doc: ReviewDocument) {
  const tab = window.open('', '_blank');
  try {
    const { url } = await documentLink(doc);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    tab?.close();
    void showToast({ color: 'red', message: (err as Error).message });
  }
}

export function ReviewCard({ campaign: c }: { campaign: ReviewCampaign }) {
  const offline = useIsOffline();
  const [rejecting, setRejecting] = useState(false);
  const recipient = c.business ?? c.charity;
  const kind = c.type === 'BUSINESS' ? m.reviewer_kind_business() : c.charity?.isOrganization === false ? m.reviewer_kind_personal() : m.reviewer_kind_charity();
  const told = (r: { message: string }) => `${r.message}: ${c.title}`;
  const approve = useDecision(() => approveCampaign(c.id), { told, refresh: ['review'] });

  const images = [...c.campaignMedia].sort((a, b) => (a.imageType === 'COVER_IMAGE' ? -1 : b.imageType === 'COVER_IMAGE' ? 1 : 0));

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={c.title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="xl" style={{ wordBreak: 'break-word' }} translate="no">
              {c.title}
            </Title>
            <Text size="sm" c="dimmed">
              {m.reviewer_by()}{' '}
              <span translate="no">
                {c.user.firstName} {c.user.lastName}
              </span>{' '}
              · {m.reviewer_submitted({ date: formatDate(c.createdAt) })}
            </Text>
          </Stack>
          <Group gap={6} justify="flex-end">
            <Badge variant="light">{kind}</Badge>
            <Badge variant="outline">{categoryLabel(c.category)}</Badge>
          </Group>
        </Group>

        {c.sinceRejection && <ChangesSinceRejection since={c.sinceRejection} />}

        {images.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {images.map((img, i) => (
              <Image
                key={img.id}
                src={img.url}
                srcSet={img.srcSet ?? undefined}
                sizes="(min-width: 48em) 200px, 45vw"
                alt={i === 0 ? m.reviewer_cover_alt({ title: c.title }) : m.reviewer_image_alt({ title: c.title, number: i + 1 })}
                radius="sm"
                style={{ aspectRatio: '3 / 2', objectFit: 'cover' }}
              />
            ))}
          </SimpleGrid>
        )}

        <Spoiler maxHeight={96} showLabel={m.reviewer_show_more()} hideLabel={m.reviewer_show_less()}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} translate="no">
            {c.description}
          </Text>
        </Spoiler>

        <Stack gap={4}>
          <Row label={m.reviewer_goal()} value={formatBr(c.goalAmount)} />
          <Row label={m.reviewer_deadline()} value={formatLongDate(c.deadline)} />
          <Row label={m.reviewer_organiser()} typed value={[c.organiser.email, c.organiser.phoneNumber].filter(Boolean).join(' · ')} />
          <OrganiserIdentity identity={c.organiser.identity} />
        </Stack>

        {recipient && (
          <>
            <Divider label={m.reviewer_recipient()} labelPosition="left" />
            <Stack gap={4}>
              <Row label={m.reviewer_full_name()} typed value={recipient.fullName} />
              <Row label={m.reviewer_sector()} value={recipient.sector ? sectorLabel(recipient.sector) : null} />
              <Row label={m.reviewer_location()} typed value={[recipient.relativeLocation, recipient.city, recipient.region].filter(Boolean).join(', ')} />
              <Row label={m.reviewer_website()} typed value={recipient.website} />
              <Row label={m.reviewer_public_email()} typed value={recipient.publicEmail} />
              <Row label={m.reviewer_public_phone()} typed value={recipient.publicPhoneNumber} />
              <Row label={m.reviewer_contact_email()} typed value={c.recipientPrivate?.contactEmail} />
              <Row label={m.reviewer_contact_phone()} typed value={c.recipientPrivate?.contactPhoneNumber} />
              <Row label={m.reviewer_tin()} typed value={c.recipientPrivate?.tinNumber} />
              <Row label={m.reviewer_license()} typed value={c.recipientPrivate?.licenseNumber} />
            </Stack>
          </>
        )}

        {c.bank && (
          <>
            <Divider label={m.reviewer_bank()} labelPosition="left" />
            <Stack gap={4}>
              <Row label={m.reviewer_bank()} value={bankLabel(c.bank.bankName)} />
              <Row label={m.reviewer_holder()} typed value={c.bank.holderName} />
              <Row label={m.reviewer_account_number()} typed value={c.bank.accountNumber} />
            </Stack>
          </>
        )}

        <Divider label={m.reviewer_documents()} labelPosition="left" />
        {c.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.reviewer_no_documents()}
          </Text>
        ) : (
          <Stack gap={6}>
            {c.documents.map((d) => (
              <Button
                key={d.id}
                variant="subtle"
                justify="flex-start"
                leftSection={<IconFileText size={18} />}
                onClick={() => void openDocument(d)}
                disabled={offline}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                h="auto"
                py={6}
              >
                {DOC_LABEL[d.kind]()}: <span translate="no">{d.name}</span>
              </Button>
            ))}
          </Stack>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" onClick={() => setRejecting(true)} disabled={offline || approve.isPending}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.reviewer_reject()}
          </Button>
          <Button color="green" onClick={() => approve.mutate()} loading={approve.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : m.reviewer_approve()}
          </Button>
        </Group>
      </Stack>
      <RejectModal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={m.reviewer_reject_title()}
        send={(reason) => rejectCampaign(c.id, reason)}
        told={told}
      >
        {m.reviewer_reject_before()} <b translate="no">{c.title}</b> {m.reviewer_reject_after()}
      </RejectModal>
    </Card>
  );
}
