import { Alert, Text } from '@mantine/core';

/** Under an organiser's form: the server's refusal, or what was done once it is. */
export function SendOutcome({ error, done }: { error: Error | null; done: string | false }) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      {done && (
        <Text size="sm" c="teal.8" role="status">
          {done}
        </Text>
      )}
    </>
  );
}
