import type { FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '#contract/files';
import { httpError } from '../http/errors';
import { ImageDecodeError, renderRenditions } from './images';
import { sniff } from './sniff';
import { m } from '#i18n/paraglide/messages.js';

export type SmallForm = { fields: Record<string, string>; images: Record<string, Buffer[]> };

/**
 * Reads a small multipart form: text fields (each once) and image files (PNG or JPEG by content,
 * 5 MB each, at most `maxImages` in all). Unknown fields are refused with their name.
 */
export async function readSmallForm(
  req: FastifyRequest,
  spec: { fields: readonly string[]; files: readonly string[]; maxImages: number },
): Promise<SmallForm> {
  const fields: Record<string, string> = {};
  const images: Record<string, Buffer[]> = {};
  let n = 0;
  const limits = { fileSize: MAX_FILE_BYTES, files: spec.maxImages + 1, fields: spec.fields.length + 2, fieldSize: 64 * 1024, parts: 40 };
  for await (const part of req.parts({ limits })) {
    const name = part.fieldname;
    if (part.type === 'field') {
      if (!spec.fields.includes(name)) {
        if (spec.files.includes(name) && part.value === '') continue;
        throw httpError(400, m.create_unknown_field({ field: name }));
      }
      if (name in fields) throw httpError(400, m.create_sent_twice({ field: name }));
      fields[name] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, m.create_file_size());
      throw err;
    }
    if (!spec.files.includes(name)) throw httpError(400, m.create_unknown_field({ field: name }));
    if (bytes.length === 0 && !part.filename) continue;
    if (++n > spec.maxImages) throw httpError(400, m.create_too_many_images());
    const kind = sniff(bytes);
    if (kind !== 'png' && kind !== 'jpeg') throw httpError(400, m.create_image_format());
    (images[name] ??= []).push(bytes);
  }
  return { fields, images };
}

/** Decodes and re-encodes an uploaded image (metadata dropped), or a 400 saying why not. */
export async function renderUpload(bytes: Buffer) {
  try {
    return await renderRenditions(bytes);
  } catch (err) {
    if (!(err instanceof ImageDecodeError)) throw err;
    throw httpError(400, err.reason === 'too-many-pixels' ? m.create_image_too_many_pixels() : m.create_image_unreadable());
  }
}
