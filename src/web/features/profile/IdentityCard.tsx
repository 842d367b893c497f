import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MyIdentity } from '#contract/identity';
import { FAYDA_RESULT_PARAM, FAYDA_RESULTS, IDENTITY_ENDPOINTS, type FaydaResult } from '#contract/identity-paths';
import { IdentityBadge } from '#web/ui/IdentityBadge';
import { api, refreshSession } from '#web/lib/api';
import { accessToken, isTokenValid } from '#web/lib/session';
import { providersQuery } from '../auth';
import { m } from '#i18n/paraglide/messages.js';

/** The signed-in person's own verification (memory only: under the private `me` root). */
const myIdentityQuery = () =>
  queryOptions({
    queryKey: ['me', 'identity'],
    queryFn: ({ signal }) => api<MyIdentity>(IDENTITY_ENDPOINTS.mine, { signal }),
  });

const NOTICE: Record<FaydaResult, { ok: boolean; text: () => string }> = {
  verified: { ok: true, text: m.identity_verified_notice },
  cancelled: { ok: false, text: m.identity_fayda_cancelled },
  failed: { ok: false, text: m.identity_fayda_failed },
  taken: { ok: false, text: m.identity_taken },
  unavailable: { ok: false, text: m.identity_fayda_unavailable },
};

/**
 * A full-page visit: the server sends the browser to eSignet and back to /profile?fayda=…. The
 * visit carries the session cookie, so a token about to lapse is renewed first.
 */
async function startFayda() {
  if (!isTokenValid(accessToken())) await refreshSession();
  window.location.assign(`/api${IDENTITY_ENDPOINTS.faydaLogin}`);
}

/** The profile's identity section: the badge once verified, else "Verify with Fayda" when the server offers it. */
export function IdentityCard() {
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const providers = useQuery(providersQuery());
  const { data } = useQuery(myIdentityQuery());
  const identity = data?.data;
  const result = params.get(FAYDA_RESULT_PARAM);
  const notice = (FAYDA_RESULTS as readonly string[]).includes(result ?? '') ? NOTICE[result as FaydaResult] : null;
  if (!identity && !providers.data?.fayda && !notice) return null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={m.identity_section()}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.identity_section()}
        </Title>
        {notice && (
          <Alert color={notice.ok ? 'green' : 'red'} variant="light" role="status">
            {notice.text()}
          </Alert>
        )}
        {identity ? (
          <>
            <IdentityBadge verified={identity} />
            <Text size="sm">
              {m.identity_verified_name()}: <span translate="no">{[identity.nameEn, identity.nameAm].filter(Boolean).join(' · ')}</span>
            </Text>
            {!identity.nameMatches && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
                {m.identity_name_mismatch_self()}
              </Alert>
            )}
          </>
        ) : providers.data?.fayda ? (
          <>
            <Text size="sm" c="dimmed">
              {m.identity_verify_hint()}
            </Text>
            <Button
              leftSection={<IconShieldCheck size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void startFayda().catch(() => setLeaving(false));
              }}
            >
              {m.identity_verify_button()}
            </Button>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
