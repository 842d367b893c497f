import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CampaignKind } from '#contract/enums';
import type { ReviewList } from '#contract/review';
import { PASSWORD, signInViaApi, signUpViaApi, unique } from './auth-flow';
import { e2eServer } from './server';

import { REVIEWER_EMAIL } from './reviewer';

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG (or JPEG) made here, so the server's content checks and resizing see a true image. */
export async function imageFile(name: string, rgb: [number, number, number], format: 'png' | 'jpeg' = 'png'): Promise<FilePayload> {
  const img = sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });
  const buffer = format === 'png' ? await img.png().toBuffer() : await img.jpeg().toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** A small but well-formed one-page PDF. */
export function pdfFile(name: string): FilePayload {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/**
 * A new verified organiser, signed in on `page` (left on "/"). Made through the API: signing up
 * and verifying through the pages is auth.test.ts's subject, not every test's setup.
 */
export async function newOrganiser(page: Page, firstName = 'Organiser') {
  const email = `org-${unique()}@example.com`;
  await signUpViaApi(page, e2eServer().baseURL, { firstName, email });
  return email;
}

/** Signs the reviewer (the product's ADMIN_EMAIL) in on `page` through the API, and opens "/". */
export async function signInReviewer(page: Page, baseURL: string) {
  await signInViaApi(page, baseURL, REVIEWER_EMAIL);
  await page.goto('/');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** The reviewer's access token through the API (null if it cannot sign in). */
export async function reviewerToken(baseURL: string): Promise<string | null> {
  const res = await fetch(`${baseURL}/api/auth/local/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ email: REVIEWER_EMAIL, password: PASSWORD }),
  });
  if (!res.ok) return null;
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The reviewer's access token (the global setup made the account: reviewer.ts). */
export async function ensureReviewer(baseURL: string): Promise<string> {
  const token = await reviewerToken(baseURL);
  if (!token) throw new Error(`The reviewer cannot sign in at ${baseURL}: tests/e2e/global-setup.ts makes the account`);
  return token;
}

/** The pending campaigns with this title, as the review API lists them. */
export async function pendingWithTitle(baseURL: string, token: string, title: string) {
  const all: ReviewList['data'] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${baseURL}/api/review/campaigns?limit=50&page=${page}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ReviewList;
    all.push(...body.data);
    if (page >= body.meta.totalPages) break;
  }
  return all.filter((c) => c.title === title);
}

/** An ISO date `days` from today. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type WizardInput = { title: string; cover: FilePayload; otherImages?: FilePayload[]; documents?: FilePayload[] };

export async function fillStep1(page: Page, kind: CampaignKind) {
  // The account's contact email arrives on its own (issue 44); typing before it lands would race it.
  const contact = page.getByLabel('Contact Email');
  for (let i = 0; i < 25 && (await contact.inputValue()) === ''; i++) await page.waitForTimeout(200);
  await page.getByLabel('Full Name').fill(kind === 'personal' ? 'Almaz Tesfaye' : 'Hope Foundation');
  await page.getByLabel('Public Email').fill('public@example.com');
  await page.getByLabel('Public Phone Number').fill('0911000111');
  await page.getByLabel('Contact Email').fill('contact@example.com');
  await page.getByLabel('Contact Phone Number').fill('+251922333444');
  await page.getByLabel('Region').selectOption('Amhara');
  await page.getByLabel('City').fill('Bahir Dar');
  await page.getByLabel('Nearby Landmark').fill('Near the lake');
  // Issue 44: a personal campaign says who receives the money.
  if (kind === 'personal') await page.getByRole('radio', { name: 'Me', exact: true }).check();
  if (kind !== 'personal') await page.getByLabel('Website').fill('example.org');
  if (kind === 'business') await page.getByLabel('Sector').selectOption({ label: 'Technology' });
  await page.getByLabel('Category').selectOption(kind === 'business' ? 'STARTUP_FUNDING' : 'MEDICAL');
}

export async function fillStep2(page: Page, kind: CampaignKind, docs: FilePayload[]) {
  if (kind === 'personal') {
    await page.getByLabel('Personal document').setInputFiles(docs[0]);
  } else {
    await page.getByLabel('Tin number').fill('0012345678');
    await page.getByLabel('License number').fill('55667788');
    await page.getByLabel('TIN certificate').setInputFiles(docs[0]);
    await page.getByLabel('Registration license').setInputFiles(docs[1] ?? docs[0]);
  }
  await page.getByLabel('Supporting documents').setInputFiles(docs.slice(0, 2));
}

export async function fillStep3(page: Page, input: WizardInput) {
  await page.getByLabel('Title').fill(input.title);
  await page.getByLabel('Description').fill(`${input.title}: what the money is for, in a few honest lines.`);
  await page.getByLabel('Goal amount').fill('75000');
  await page.getByLabel('Deadline').fill(daysFromNow(30));
  await page.getByLabel('Cover image').setInputFiles(input.cover);
  if (input.otherImages?.length) await page.getByLabel('Other images').setInputFiles(input.otherImages);
}

export async function fillStep4(page: Page) {
  // A searchable list of banks and wallets (issue 44): type part of the name, pick it.
  await page.getByRole('combobox', { name: 'Bank' }).fill('Commercial');
  await page.getByRole('option', { name: 'Commercial Bank of Ethiopia' }).click();
  await page.getByLabel('Account holder name').fill('Almaz Tesfaye');
  await page.getByLabel('Account number').fill('1000987654321');
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const stepShown = (page: Page, n: number) => page.getByText(`Step ${n} of 4`).waitFor();

/** Walks all four steps of a kind's wizard from /campaign/create/{kind}, up to (not including) Submit. */
export async function walkWizard(page: Page, kind: CampaignKind, input: WizardInput) {
  await page.goto(`/campaign/create/${kind}`);
  await stepShown(page, 1);
  await fillStep1(page, kind);
  await next(page);
  await stepShown(page, 2);
  await fillStep2(page, kind, input.documents ?? [pdfFile('certificate.pdf')]);
  await next(page);
  await stepShown(page, 3);
  await fillStep3(page, input);
  await next(page);
  await stepShown(page, 4);
  await fillStep4(page);
}

/** The signed-in page's access token (the app keeps it in a cookie). */
export async function pageToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access_token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

/** Submits a personal campaign straight to the API (for tests about what happens after creation). */
export async function createViaApi(baseURL: string, token: string, title: string, over: Record<string, string> = {}) {
  const form = new FormData();
  const fields: Record<string, string> = {
    fullName: 'Almaz Tesfaye',
    contactEmail: 'contact@example.com',
    contactPhoneNumber: '0922333444',
    region: 'Oromia',
    city: 'Adama',
    category: 'MEDICAL',
    title,
    description: `${title}: the story.`,
    goalAmount: '20000',
    deadline: daysFromNow(20),
    bankName: 'AWASH_BANK',
    holderName: 'Almaz Tesfaye',
    accountNumber: '123456789',
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const cover = await imageFile('cover.jpg', [90, 140, 30], 'jpeg');
  form.append('coverImage', new Blob([new Uint8Array(cover.buffer)], { type: cover.mimeType }), cover.name);
  const doc = pdfFile('story.pdf');
  form.append('supportingDocuments', new Blob([new Uint8Array(doc.buffer)], { type: doc.mimeType }), doc.name);
  const res = await fetch(`${baseURL}/api/campaign/charity/personal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${unique()}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}
