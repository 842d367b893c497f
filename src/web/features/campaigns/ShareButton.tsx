import { ActionIcon } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';

// The modal (and Mantine's Modal code) loads on first use, not with the landing page.
const loadShareModal = () => import('./ShareModal');
const ShareModal = lazy(() => loadShareModal().then((m) => ({ default: m.ShareModal })));

type Props = { campaignId: string; title: string; size?: number };

export function ShareButton({ campaignId, title, size = 36 }: Props) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <ActionIcon
        variant="light"
        size={size}
        aria-label="Share"
        onPointerEnter={() => void loadShareModal()}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        <IconShare size={Math.round(size / 2)} />
      </ActionIcon>
      {mounted && (
        <Suspense fallback={null}>
          <ShareModal opened={opened} onClose={() => setOpened(false)} campaignId={campaignId} title={title} />
        </Suspense>
      )}
    </>
  );
}
