// What the server cannot know, as a person sees it once the browser has taken over a server-rendered
// page (src/web/lib/hydrated.ts): the page hydrates without a mismatch, then shows the browser's
// side; times stay the server's on a fresh page and come from the real now on an old copy (kept
// offline). Server-rendered with react-dom/server and hydrated in jsdom, no browser.
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderTimeContext, useHydrated, useNow } from '#web/lib/hydrated';

const DAY = 86_400_000;
const deadline = Date.UTC(2030, 0, 31);

function DaysLeft() {
  const now = useNow();
  return <p>{Math.ceil((deadline - now.getTime()) / DAY)} days left</p>;
}

function Who() {
  return <p>{useHydrated() ? 'seen by the browser' : 'as the server renders it'}</p>;
}

function Later() {
  const [shown, setShown] = useState(false);
  return shown ? <DaysLeft /> : <button onClick={() => setShown(true)}>show</button>;
}

const page = (renderedAt: number, extra: React.ReactNode = null) => (
  <RenderTimeContext.Provider value={renderedAt}>
    <DaysLeft />
    <Who />
    {extra}
  </RenderTimeContext.Provider>
);

let container: HTMLElement;
afterEach(() => container?.remove());

/** The server's HTML for the page, then the browser's hydration of it; mismatches are collected. */
async function hydrate(renderedAt: number, extra?: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(renderedAt, extra));
  const serverText = container.textContent;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(renderedAt, extra), { onRecoverableError: (e) => errors.push(e) });
  });
  return { serverText, errors };
}

describe('a server-rendered page once hydrated', () => {
  it('a fresh page keeps the server’s times and shows what only the browser knows', async () => {
    const renderedAt = Date.now() - 2000;
    const { serverText, errors } = await hydrate(renderedAt);
    expect(serverText).toContain('as the server renders it');
    expect(errors).toEqual([]);
    expect(container.textContent).toContain(`${Math.ceil((deadline - renderedAt) / DAY)} days left`);
    expect(container.textContent).toContain('seen by the browser');
  });

  it('an old copy (kept offline) shows its times from now, without a mismatch', async () => {
    const renderedAt = Date.now() - 3 * DAY;
    const { serverText, errors } = await hydrate(renderedAt);
    expect(serverText).toContain(`${Math.ceil((deadline - renderedAt) / DAY)} days left`);
    expect(errors).toEqual([]);
    expect(container.textContent).toContain(`${Math.ceil((deadline - Date.now()) / DAY)} days left`);
  });

  it('a part shown after hydration counts from now, not from the server’s render', async () => {
    const renderedAt = Date.now() - 3 * DAY + 60_000;
    await hydrate(renderedAt, <Later />);
    await act(async () => container.querySelector('button')!.click());
    const shownLater = [...container.querySelectorAll('p')].at(-1)!;
    expect(shownLater.textContent).toBe(`${Math.ceil((deadline - Date.now()) / DAY)} days left`);
  });
});
