import { m } from '#i18n/paraglide/messages.js';
import { useEffect, useId, useRef, useState } from 'react';
import type { Campaign } from '#contract/campaign';
import { formatBr, readMoney } from '#contract/money';
import { PlainDonateForm } from './DonateFormNoScript';
import css from './DonateFormNoScript.module.css';

/**
 * Donate tapped before the full form's code has arrived (a slow line, right after the page became
 * usable; issue 43): the plain form opens at once in a dialog, with no download and no request,
 * instead of the donor waiting on the tap. It posts as the page's form does without JavaScript
 * (the server answers 303 to the checkout, or the page again with each message beside its field),
 * and its button repeats the amount as the full form's does. Back, Escape and × close it.
 */
export function PlainDonateDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const headingId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState('');
  const close = useRef(onClose);
  close.current = onClose;
  const reading = typed.trim() ? readMoney(typed) : null;
  const label = reading?.ok && reading.cents > 0 ? m.donate_submit_amount({ amount: formatBr(reading.cents / 100) }) : undefined;

  useEffect(() => {
    sheet.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    // The page under the dialog stays where it was.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className={css.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={sheet} role="dialog" aria-modal="true" aria-labelledby={headingId} className={css.sheet}>
        <button type="button" className={css.close} aria-label={m.donate_form_close()} onClick={onClose}>
          ×
        </button>
        <PlainDonateForm campaign={campaign} className="" idPrefix="quick" headingId={headingId} submitLabel={label} onAmount={setTyped} />
      </div>
    </div>
  );
}
