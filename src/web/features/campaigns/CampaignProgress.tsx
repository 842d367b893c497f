import { Group, Text } from '@mantine/core';
import { progressPercent } from '../../../contract/display';
import classes from './CampaignGrid.module.css';

export function CampaignProgress({ raised, goal }: { raised: number; goal: number }) {
  const percent = progressPercent(raised, goal);
  const shown = `${percent.toFixed(2)}%`;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          Raised
        </Text>
        <Text size="xs" fw={700}>
          {shown}
        </Text>
      </Group>
      <div
        className={classes.progressTrack}
        role="progressbar"
        aria-label={`${shown} funded`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
      >
        <div className={classes.progressBar} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
    </div>
  );
}
