import { IconShieldCheck } from '@tabler/icons-react';
import type { IdentityBadge as Verified } from '#contract/identity';
import { identityBadgeText } from '#contract/identity-paths';
import ui from './ui.module.css';

/**
 * "Identity verified with Fayda on …" (the Ethiopian date in Amharic): who verified whom and when,
 * beside a verified person's name on the campaign page, in the review queue and on the profile.
 * Plain markup, so the campaign page's first view needs no Mantine for it.
 */
export function IdentityBadge({ verified }: { verified: Verified }) {
  return (
    <span
      className={`${ui.text} ${ui.sm}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.375rem', color: 'var(--mantine-color-green-8)' }}
    >
      <IconShieldCheck size={16} aria-hidden />
      {identityBadgeText(verified)}
    </span>
  );
}
