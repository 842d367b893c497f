import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CampaignKind } from '#contract/enums';
import { CREATE_ENDPOINTS } from '#contract/create-campaign';
import { bearer, lastCode, newAccount, post } from './accounts';
import type { TestApp } from './harness';
import { crc32, deflateRawSync } from 'node:zlib';

/** Signs up and verifies through the API; answers the access token. */
export async function verifiedUser(t: TestApp, email: string, verify = true): Promise<string> {
  const res = await post(t, '/api/auth/local/signup', newAccount({ email }));
  if (res.statusCode !== 201) throw new Error(`signup ${res.statusCode}: ${res.body}`);
  if (!verify) return res.json().access_token;
  // In the sign-up's own session, as the app sends it: without it the code takes the account over.
  const v = await post(t, '/api/auth/verify-account', { email, verificationCode: lastCode(t, email.toLowerCase()) }, bearer(res.json().access_token));
  if (v.statusCode !== 200 && v.statusCode !== 201) throw new Error(`verify ${v.statusCode}: ${v.body}`);
  return v.json().access_token;
}

export const png = (width = 1600, height = 900, color = { r: 200, g: 80, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

/** A JPEG carrying EXIF (a copyright line and a camera) that must not survive re-encoding. */
export const jpegWithExif = (width = 1000, height = 700) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Location 9.03N 38.74E', Make: 'SpyCam' } })
    .toBuffer();

export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** A minimal ZIP (stored entries) — with word/document.xml it is what a DOCX is. */
/** A ZIP archive of `entries`, stored as they are or (`deflate`) compressed, as a real zip tool writes them. */
export function zip(entries: Record<string, string | Buffer>, opts: { deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name);
    const data = Buffer.from(content);
    const packed = opts.deflate ? deflateRawSync(data, { level: 9 }) : data;
    const method = opts.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
export const docx = () =>
  zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document><w:body>TIN</w:body></w:document>' });

export type FormValue = string | { bytes: Buffer; name: string; type?: string } | { bytes: Buffer; name: string; type?: string }[];

export function form(values: Record<string, FormValue | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (typeof v === 'string') fd.append(k, v);
    else for (const f of [v].flat()) fd.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  }
  return fd;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 3 * 3600_000).toISOString().slice(0, 10);

/** A complete, valid submission for a kind, with real small files. */
export async function validForm(kind: CampaignKind, over: Record<string, FormValue | undefined> = {}) {
  const base: Record<string, FormValue | undefined> = {
    fullName: kind === 'personal' ? 'Abebe Kebede' : 'Hope Trust',
    publicEmail: 'public@example.org',
    publicPhoneNumber: '0922334455',
    contactEmail: 'contact@example.org',
    contactPhoneNumber: '0911234567',
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    relativeLocation: 'Near Meskel Square',
    ...(kind !== 'personal' ? { website: 'hope.example.org' } : {}),
    ...(kind === 'business' ? { sector: 'TECHNOLOGY' } : {}),
    category: kind === 'business' ? 'STARTUP_FUNDING' : 'MEDICAL',
    ...(kind !== 'personal'
      ? {
          tinNumber: '0012345678',
          licenseNumber: '778899',
          tinCertificate: { bytes: pdf(), name: 'tin.pdf', type: 'application/pdf' },
          registrationLicense: { bytes: docx(), name: 'licence.docx' },
        }
      : { personalDocument: { bytes: pdf(), name: 'kebele-id.pdf', type: 'application/pdf' } }),
    title: `A ${kind} campaign`,
    description: 'Line one.\nLine two.',
    goalAmount: '15000',
    deadline: inDays(30),
    coverImage: { bytes: await png(), name: 'cover.png', type: 'image/png' },
    otherImages: [{ bytes: await jpegWithExif(), name: 'more.jpg', type: 'image/jpeg' }],
    bankName: 'AWASH_BANK',
    holderName: 'Abebe Kebede',
    accountNumber: '1000123456789',
  };
  return form({ ...base, ...over });
}
export { inDays };

export const submit = (t: TestApp, kind: CampaignKind, token: string | undefined, body: FormData, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api${CREATE_ENDPOINTS[kind]}`,
    payload: body,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });

/** Every file under the storage directory (renditions, documents), relative. */
export function storedFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const n of names) {
      const p = path.join(dir, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(path.relative(root, p));
    }
  };
  walk(root);
  return out.filter((f) => !f.endsWith('outbox.jsonl'));
}
