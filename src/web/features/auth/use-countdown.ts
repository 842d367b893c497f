import { useCallback, useEffect, useState } from 'react';

/** Seconds left from `start`, ticking once a second down to 0; `restart` begins again. */
export function useCountdown(start: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + start * 1000);
  const [left, setLeft] = useState(start);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [endsAt]);
  const restart = useCallback(() => setEndsAt(Date.now() + start * 1000), [start]);
  return { left, restart };
}

/** 600 → "10:00". */
export const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
