import { m } from '#i18n/paraglide/messages.js';
import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatBr } from '#contract/money';
import { withRef } from '#contract/channels';
import { campaignUrl } from './media';
import { campaignQuery } from './queries';
import { SLOT, withParts } from '#web/lib/parts';

/**
 * A printable A4 poster: the campaign's title, cover and a QR code of its address (made in the
 * browser by the `qrcode` library, which loads with this page only).
 */
export function PosterPage() {
  const { id = '' } = useParams();
  const { data: c, error } = useQuery(campaignQuery(id));
  const url = campaignUrl(id);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      // The code says it came from the poster (issue 44); the address printed under it stays short.
      .then((qr) => qr.toString(withRef(url, 'qr'), { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#0b2e1a', light: '#ffffff' } }))
      .then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [url]);
  if (error && !c) return <Alert color="red" m="xl">{error.message}</Alert>;
  const cover = c?.campaignMedia.find((m) => m.imageType === 'COVER_IMAGE') ?? c?.campaignMedia[0];
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between" mb="lg" gap="xs" wrap="nowrap" className="birr-no-print">
        <Button component={Link} to={`/campaign/${id}`} variant="subtle" size="sm" px={4}>
          {m.poster_back()}
        </Button>
        <Button onClick={() => window.print()} disabled={!svg || !c} size="sm">
          {m.poster_print()}
        </Button>
      </Group>
      <style>{'@media print { .birr-no-print, header, footer, nav { display: none !important; } @page { size: A4; margin: 14mm; } }'}</style>
      <Stack align="center" ta="center" gap="md" component="article" aria-label={m.poster_label()}>
        <Text fw={800} fz={28} c="birr.8">
          Birr
        </Text>
        {c ? (
          <Title order={1} fz={{ base: 26, sm: 34 }} translate="no">
            {c.title}
          </Title>
        ) : (
          <Skeleton h={40} w="80%" />
        )}
        {cover && <img src={cover.url} alt="" style={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 12 }} />}
        {c && <Text fz="lg">{m.poster_needed({ amount: formatBr(c.goalAmount) })}</Text>}
        {svg ? (
          <div role="img" aria-label={m.poster_qr({ url })} style={{ width: 240, height: 240 }} dangerouslySetInnerHTML={{ __html: svg }} />
        ) : (
          <Skeleton w={240} h={240} />
        )}
        <Text fw={600}>{m.poster_scan()}</Text>
        <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Text>
        {c && (
          <Text size="sm" c="dimmed">
            {withParts(m.share_message({ title: SLOT }), <span translate="no">{c.title}</span>)}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
