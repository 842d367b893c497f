import ui from '#web/ui/ui.module.css';

const bar = (height: number, width = '100%', marginTop = 0) => (
  <div className={ui.skeleton} style={{ height, width, marginTop }} />
);

export function CampaignCardSkeleton() {
  return (
    <div className={ui.card} aria-hidden>
      <div className={ui.cardTop}>
        <div className={ui.skeleton} style={{ aspectRatio: '3 / 2', borderRadius: 0 }} />
      </div>
      <div className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-sm)', marginTop: 'var(--mantine-spacing-md)' } as object}>
        {bar(12, '50%')}
        {bar(20, '85%')}
        {bar(12)}
        {bar(12, '70%')}
        {bar(10, '100%', 10)}
        {bar(36)}
      </div>
    </div>
  );
}
