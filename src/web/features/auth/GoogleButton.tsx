import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { providersQuery, startGoogleSignIn } from './auth-api';

/** "Sign in/up with Google", shown only when the server says Google is configured. */
export function GoogleButton({ label }: { label: string }) {
  const { data } = useQuery(providersQuery());
  if (!data?.google) return null;
  return (
    <>
      <Divider label="or" />
      <Button variant="default" size="md" leftSection={<IconBrandGoogle size={18} />} fullWidth onClick={startGoogleSignIn}>
        {label}
      </Button>
    </>
  );
}
