import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './Landing.module.css';

export function Hero() {
  return (
    <Box className={classes.hero}>
      <Container size="lg" className={classes.heroInner}>
        <Stack gap="lg" maw={640}>
          <Title order={1} className={classes.heroTitle}>
            Happiness comes from your action
          </Title>
          <Text fz={{ base: 'lg', sm: 22 }} c="white" opacity={0.9}>
            Be a part of the breakthrough and make someone's dream come true
          </Text>
          <Group gap="md">
            {/* A button, not a link: the cards below own the "Donate now" links. */}
            <Button
              size="lg"
              variant="white"
              color="birr.9"
              onClick={() => document.getElementById('featured')?.scrollIntoView({ behavior: 'smooth' })}
            >
              Donate Now
            </Button>
            <Button component={Link} to="/campaign/create" size="lg" variant="outline" color="white">
              Create A Campaign
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
