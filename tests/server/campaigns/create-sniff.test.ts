import { describe, expect, it } from 'vitest';
import { sniff, zipHasEntry } from '#server/media/sniff';
import { docx, jpegWithExif, pdf, png, zip } from '#tests/support/create-helpers';

describe('sniff: what a file is by its bytes', () => {
  it('recognises PNG, JPEG, PDF and DOCX', async () => {
    expect(sniff(await png(20, 20))).toBe('png');
    expect(sniff(await jpegWithExif(20, 20))).toBe('jpeg');
    expect(sniff(pdf())).toBe('pdf');
    expect(sniff(docx())).toBe('docx');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniff(Buffer.from('just some text that claims to be a .png'))).toBeNull();
    expect(sniff(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
    expect(sniff(Buffer.from([0x89, 0x50]))).toBeNull();
    // A ZIP that is not a Word document (an .xlsx, a plain archive) is not a DOCX.
    expect(sniff(zip({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    // A file that merely mentions the name, without a real directory, is not one either.
    expect(sniff(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('word/document.xml')]))).toBeNull();
  });

  it('reads a damaged archive without throwing', () => {
    const broken = docx().subarray(0, 60);
    expect(zipHasEntry(broken, 'word/document.xml')).toBe(false);
    const lying = docx();
    lying.writeUInt32LE(0xfffffff0, lying.length - 6); // central directory offset past the end
    expect(zipHasEntry(lying, 'word/document.xml')).toBe(false);
  });
});
