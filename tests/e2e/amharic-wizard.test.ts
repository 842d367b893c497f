import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { daysFromNow, newOrganiser } from './create-flow';

/** Latin words in an element's visible text, outside translate="no" and the file formats we name. */
const englishWords = (selector: string) => (page: import('playwright-core').Page) =>
  page.locator(selector).evaluate((root) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('[translate="no"]') || !el.checkVisibility()) continue;
      words.push(...(n.textContent ?? '').split(/[^A-Za-z]+/).filter((w) => w.length > 1));
    }
    return words.filter((w) => !['PDF', 'DOCX', 'PNG', 'JPG', 'JPEG'].includes(w));
  });

describe('the campaign wizard in Amharic', () => {
  const { open } = useBrowser();

  it('shows Amharic steps and messages, and the Ethiopian date beside the chosen deadline', async () => {
    const page = await open('/', PHONE);
    await newOrganiser(page);
    await page.goto('/campaign/create?lang=am');
    await page.getByRole('heading', { name: 'ዘመቻዎን ዛሬ ይጀምሩ' }).waitFor();
    await page.getByRole('link', { name: 'የግል ዘመቻ' }).click();

    await page.getByRole('heading', { name: 'የግል ዘመቻ' }).waitFor();
    await page.getByText('ደረጃ 1 ከ4፦ ስለ እርስዎ').waitFor();
    expect(await englishWords('form')(page)).toEqual([]);

    // Next with nothing filled in: the contract's messages, in Amharic.
    await page.getByRole('button', { name: 'ቀጣይ' }).click();
    // (The name and the contact email are the account's, filled in: issue 44.)
    await page.getByText('ክልል ያስፈልጋል', { exact: true }).waitFor();
    await page.getByText('ገንዘቡን ማን እንደሚቀበል ይምረጡ', { exact: true }).waitFor();
    expect(await page.getByText('Region is required').count()).toBe(0);

    await page.getByLabel('የመገናኛ ኢሜይል').fill('not-an-email');
    await page.getByText('እባክዎ ትክክለኛ ኢሜይል ያስገቡ').waitFor();

    await page.getByLabel('ሙሉ ስም').fill('አልማዝ ተስፋዬ');
    await page.getByLabel('የመገናኛ ኢሜይል').fill('contact@example.com');
    await page.getByLabel('የመገናኛ ስልክ ቁጥር').fill('0922333444');
    await page.getByLabel('ክልል').selectOption('Amhara');
    await page.getByLabel('ከተማ').fill('ባሕር ዳር');
    await page.getByRole('radio', { name: 'እኔ', exact: true }).check();
    await page.getByLabel('ምድብ').selectOption('MEDICAL');
    await page.getByRole('button', { name: 'ቀጣይ' }).click();
    await page.getByText('ደረጃ 2 ከ4፦ ሕጋዊ ሰነዶች').waitFor();
    await page.getByRole('button', { name: 'ቀጣይ' }).click();
    await page.getByText('ደረጃ 3 ከ4፦ የዘመቻ መረጃ').waitFor();

    // The browser's Gregorian picker stays; the Ethiopian day shows under it.
    const deadline = page.getByLabel('የማብቂያ ቀን');
    expect(await deadline.getAttribute('type')).toBe('date');
    const chosen = daysFromNow(30);
    await deadline.fill(chosen);
    const shown = await page.getByText(/^ቀን: /).innerText();
    const [, day, year] = /^ቀን: (\d{1,2}) \S+ (\d{4}) ዓ\.ም\.$/u.exec(shown) ?? [];
    expect(Number(day)).toBeGreaterThanOrEqual(1);
    // The Ethiopian year is 7 or 8 behind the Gregorian one.
    expect([7, 8]).toContain(Number(chosen.slice(0, 4)) - Number(year));

    await page.getByRole('button', { name: 'ቀጣይ' }).click();
    await page.getByText('ርዕስ ያስፈልጋል', { exact: true }).waitFor();
    await page.getByText('እባክዎ የሽፋን ምስል ይስቀሉ።', { exact: true }).waitFor();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/amharic-wizard-360.png`, fullPage: true });
  });
});
