import { Button, Container, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LANDING_FEATURED } from '../../../contract/display';
import { CampaignGrid } from '../campaigns/CampaignGrid';
import { campaignsQuery } from '../campaigns/queries';
import classes from './Landing.module.css';

export function FeaturedCampaigns() {
  const { data, isPending, error } = useQuery(campaignsQuery({ page: 1, limit: LANDING_FEATURED }));
  return (
    <Container size="lg" className={classes.section} id="featured" component="section" aria-labelledby="featured-title">
      <Stack gap="xl">
        <Title order={2} ta="center" id="featured-title">
          Featured Campaigns
        </Title>
        <CampaignGrid campaigns={data?.data} isPending={isPending} error={error} skeletons={LANDING_FEATURED} />
        <Group justify="center">
          <Button component={Link} to="/campaigns" size="md" variant="light">
            {/* "See More" alone is not a descriptive link text (search engines, screen-reader link lists). */}
            See More<VisuallyHidden> campaigns</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
