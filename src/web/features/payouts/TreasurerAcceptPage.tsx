import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { m } from '#i18n/paraglide/messages.js';
import { acceptTreasurer, myTreasurerCampaignsKey } from './treasurers-api';

/**
 * /treasurer/accept?token=… (issue 42), behind sign-in: the route's guard signs the person in
 * (and has them verify) first, then brings them back here. One button accepts; the server checks
 * that this account is the one invited.
 */
export function TreasurerAcceptPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptTreasurer(token),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myTreasurerCampaignsKey }),
  });
  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {m.tr_accept_title()}
          </Title>
          <Text>{m.tr_accept_intro()}</Text>
          {!token ? (
            <Alert color="yellow">{m.tr_accept_missing()}</Alert>
          ) : accept.isSuccess ? (
            <Alert color="green">
              <Stack gap="xs">
                <Text size="sm">{accept.data.message}</Text>
                <Anchor component={Link} to={`/campaign/${accept.data.data.campaignId}`} translate="no">
                  {accept.data.data.title}
                </Anchor>
                <Anchor component={Link} to="/profile?tab=campaigns">
                  {m.tr_accept_profile()}
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            <>
              {accept.error && <Alert color="red">{accept.error.message}</Alert>}
              <Button onClick={() => accept.mutate()} loading={accept.isPending} disabled={offline}>
                {offline ? OFFLINE_ACTION_MESSAGE : m.tr_accept_button()}
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
