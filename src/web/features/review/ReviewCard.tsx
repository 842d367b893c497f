import { Badge, Button, Card, Divider, Group, Image, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewCampaign, ReviewDocument } from '../../../contract/review';
import { bankLabel, categoryLabel, sectorLabel } from '../../../contract/labels';
import { formatBr } from '../../../contract/money';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '../../lib/network';
import { showToast } from '../../lib/toast';
import { approveCampaign, documentLink } from './review-api';
import { RejectModal } from './RejectModal';

const DOC_LABEL: Record<ReviewDocument['kind'], string> = {
  TIN_CERTIFICATE: 'TIN certificate',
  REGISTRATION_LICENSE: 'Registration license',
  PERSONAL_DOCUMENT: 'Personal document',
  SUPPORTING_DOCUMENT: 'Supporting document',
};

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
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
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const recipient = c.business ?? c.charity;
  const kind = c.type === 'BUSINESS' ? 'Business' : c.charity?.isOrganization === false ? 'Personal' : 'Charity';
  const done = () => queryClient.invalidateQueries({ queryKey: ['review'] });

  const approve = useMutation({
    mutationFn: () => approveCampaign(c.id),
    onSuccess: (r) => {
      void showToast({ color: 'green', message: `${r.message}: ${c.title}` });
      void done();
    },
    onError: (err) => void showToast({ color: 'red', message: err.message }),
  });

  const images = [...c.campaignMedia].sort((a, b) => (a.imageType === 'COVER_IMAGE' ? -1 : b.imageType === 'COVER_IMAGE' ? 1 : 0));

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={c.title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="xl" style={{ wordBreak: 'break-word' }}>
              {c.title}
            </Title>
            <Text size="sm" c="dimmed">
              by {c.user.firstName} {c.user.lastName} · submitted {new Date(c.createdAt).toLocaleDateString('en-GB')}
            </Text>
          </Stack>
          <Group gap={6} justify="flex-end">
            <Badge variant="light">{kind}</Badge>
            <Badge variant="outline">{categoryLabel(c.category)}</Badge>
          </Group>
        </Group>

        {images.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {images.map((m, i) => (
              <Image
                key={m.id}
                src={m.url}
                srcSet={m.srcSet ?? undefined}
                sizes="(min-width: 48em) 200px, 45vw"
                alt={i === 0 ? `Cover image of ${c.title}` : `${c.title}, image ${i + 1}`}
                radius="sm"
                style={{ aspectRatio: '3 / 2', objectFit: 'cover' }}
              />
            ))}
          </SimpleGrid>
        )}

        <Spoiler maxHeight={96} showLabel="Show more" hideLabel="Show less">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.description}
          </Text>
        </Spoiler>

        <Stack gap={4}>
          <Row label="Goal" value={formatBr(c.goalAmount)} />
          <Row label="Deadline" value={c.deadline} />
          <Row label="Organiser" value={[c.organiser.email, c.organiser.phoneNumber].filter(Boolean).join(' · ')} />
        </Stack>

        {recipient && (
          <>
            <Divider label="Recipient" labelPosition="left" />
            <Stack gap={4}>
              <Row label="Full name" value={recipient.fullName} />
              <Row label="Sector" value={recipient.sector ? sectorLabel(recipient.sector) : null} />
              <Row label="Location" value={[recipient.relativeLocation, recipient.city, recipient.region].filter(Boolean).join(', ')} />
              <Row label="Website" value={recipient.website} />
              <Row label="Public email" value={recipient.publicEmail} />
              <Row label="Public phone" value={recipient.publicPhoneNumber} />
              <Row label="Contact email" value={c.recipientPrivate?.contactEmail} />
              <Row label="Contact phone" value={c.recipientPrivate?.contactPhoneNumber} />
              <Row label="TIN number" value={c.recipientPrivate?.tinNumber} />
              <Row label="License number" value={c.recipientPrivate?.licenseNumber} />
            </Stack>
          </>
        )}

        {c.bank && (
          <>
            <Divider label="Bank" labelPosition="left" />
            <Stack gap={4}>
              <Row label="Bank" value={bankLabel(c.bank.bankName)} />
              <Row label="Account holder" value={c.bank.holderName} />
              <Row label="Account number" value={c.bank.accountNumber} />
            </Stack>
          </>
        )}

        <Divider label="Documents" labelPosition="left" />
        {c.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents.
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
                {DOC_LABEL[d.kind]}: {d.name}
              </Button>
            ))}
          </Stack>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" onClick={() => setRejecting(true)} disabled={offline || approve.isPending}>
            {offline ? OFFLINE_ACTION_MESSAGE : 'Reject'}
          </Button>
          <Button color="green" onClick={() => approve.mutate()} loading={approve.isPending} disabled={offline}>
            {offline ? OFFLINE_ACTION_MESSAGE : 'Approve'}
          </Button>
        </Group>
      </Stack>
      <RejectModal campaign={c} opened={rejecting} onClose={() => setRejecting(false)} onRejected={() => void done()} />
    </Card>
  );
}
