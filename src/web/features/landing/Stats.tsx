import { Box, Container, Stack, Text, Title } from '@mantine/core';
import classes from './Landing.module.css';

const STATS = [
  { value: '80M+', label: 'Birr raised' },
  { value: '100+', label: 'Campaigns closed' },
  { value: '50K+', label: 'Active users' },
  { value: '20+', label: 'Countries' },
];

export function Stats() {
  return (
    <Box className={`${classes.section} ${classes.stats}`} id="about" component="section" aria-labelledby="stats-title">
      <Container size="lg">
        <Stack gap="xl">
          <Title order={2} ta="center" id="stats-title">
            Our impact
          </Title>
          <div className={classes.statsGrid}>
            {STATS.map((s) => (
              <Stack key={s.label} gap={4} align="center" ta="center">
                <Text className={classes.statValue}>{s.value}</Text>
                <Text c="dimmed" fw={600}>
                  {s.label}
                </Text>
              </Stack>
            ))}
          </div>
        </Stack>
      </Container>
    </Box>
  );
}
