import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { showToast } from '../../lib/toast';

/** The form is in place; signing in arrives with the accounts feature. */
export function SignInPage() {
  return (
    <Stack>
      <Title order={1} fz={28}>
        Sign In
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void showToast({ message: 'Signing in is coming soon.', autoClose: 3000 });
        }}
      >
        <Stack>
          <TextInput label="Email or phone number" name="identifier" autoComplete="username" required />
          <PasswordInput label="Password" name="password" autoComplete="current-password" required />
          <Button type="submit" fullWidth size="md">
            Sign In
          </Button>
        </Stack>
      </form>
      <Divider label="or" />
      <Button variant="default" leftSection={<IconBrandGoogle size={18} />} fullWidth disabled>
        Sign in with Google
      </Button>
      <Text size="sm" ta="center">
        Don't have an account?{' '}
        <Anchor component={Link} to="/auth/signup">
          Sign Up
        </Anchor>
      </Text>
    </Stack>
  );
}
