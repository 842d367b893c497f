/**
 * What a file is, by its bytes (magic numbers) — never by its name or the type the browser
 * declared. Only the kinds we accept are recognised; anything else is null.
 */
export type SniffedKind = 'png' | 'jpeg' | 'pdf' | 'docx';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (buf: Buffer, sig: number[], at = 0) => buf.length >= at + sig.length && sig.every((b, i) => buf[at + i] === b);

export function sniff(buf: Buffer): SniffedKind | null {
  if (startsWith(buf, PNG)) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) && zipHasEntry(buf, 'word/document.xml')) return 'docx';
  return null;
}

/** What a DOCX may unpack to: Word documents are a few MB; a "zip bomb" claims gigabytes. */
export const DOCX_LIMITS = { entries: 1000, unpackedBytes: 50 * 1024 * 1024, ratio: 200 };

/**
 * A DOCX is a ZIP whose central directory lists word/document.xml, and whose entries unpack to a
 * sane size (DOCX_LIMITS: total, entry count, and compression ratio, from the directory's sizes;
 * ZIP64 archives are refused). A damaged or oversized archive is simply not a DOCX.
 */
export function zipHasEntry(buf: Buffer, name: string): boolean {
  const entries = zipEntries(buf);
  if (!entries || entries.length > DOCX_LIMITS.entries) return false;
  let unpacked = 0;
  for (const e of entries) {
    unpacked += e.size;
    if (e.size > 1024 * 1024 && e.size > e.compressed * DOCX_LIMITS.ratio) return false;
  }
  if (unpacked > DOCX_LIMITS.unpackedBytes) return false;
  return entries.some((e) => e.name === name);
}

type ZipEntry = { name: string; size: number; compressed: number };

/** The central directory's entries, or null for a damaged (or ZIP64) archive. */
function zipEntries(buf: Buffer): ZipEntry[] | null {
  const EOCD = 0x06054b50;
  const CEN = 0x02014b50;
  // The end record is 22 bytes plus a comment of up to 65535 bytes, at the very end.
  const lowest = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= lowest; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CEN) return null;
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    if (compressed === 0xffffffff || size === 0xffffffff) return null;
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    if (at + 46 + nameLen > buf.length) return null;
    entries.push({ name: buf.toString('utf8', at + 46, at + 46 + nameLen), size, compressed });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}
