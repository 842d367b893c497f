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

/**
 * A DOCX is a ZIP whose central directory lists word/document.xml. Reads the end-of-central-
 * directory record and walks the directory's entries; a damaged archive is simply not a DOCX.
 */
export function zipHasEntry(buf: Buffer, name: string): boolean {
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
  if (eocd < 0) return false;
  const entries = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CEN) return false;
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    if (at + 46 + nameLen > buf.length) return false;
    if (buf.toString('utf8', at + 46, at + 46 + nameLen) === name) return true;
    at += 46 + nameLen + extraLen + commentLen;
  }
  return false;
}
