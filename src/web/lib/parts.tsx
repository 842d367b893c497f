import { Fragment, type ReactNode } from 'react';

/** Stands in for an element inside a message: `m.x({ name: SLOT })`, then `withParts(text, <b>…</b>)`. */
export const SLOT = '\u0000';

/**
 * A translated sentence with elements inside it (a link, a bold name), in the order the language
 * puts them: each SLOT in `text` is replaced by the next of `parts`.
 */
export function withParts(text: string, ...parts: ReactNode[]): ReactNode {
  const pieces = text.split(SLOT);
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {piece}
      {i < pieces.length - 1 ? parts[i] : null}
    </Fragment>
  ));
}

/**
 * A message with several elements inside it, wherever the language puts them:
 * `rich(m.thanks_verified, { amount: <strong>…</strong>, campaign: <a>…</a> })`.
 */
export function rich<K extends string>(message: (inputs: Record<K, string>) => string, parts: Record<K, ReactNode>): ReactNode {
  const keys = Object.keys(parts) as K[];
  const inputs = Object.fromEntries(keys.map((k, i) => [k, `${SLOT}${i}${SLOT}`])) as Record<K, string>;
  return message(inputs)
    .split(new RegExp(`${SLOT}(\\d+)${SLOT}`))
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? parts[keys[Number(piece)]] : piece}</Fragment>);
}
