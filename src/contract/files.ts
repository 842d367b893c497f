import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type FileKind = 'png' | 'jpeg' | 'pdf' | 'docx';
export const DOCUMENT_KINDS_ALLOWED: readonly FileKind[] = ['pdf', 'docx', 'png', 'jpeg'];
export const IMAGE_KINDS_ALLOWED: readonly FileKind[] = ['png', 'jpeg'];
/** For <input accept>. */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.png,.jpg,.jpeg,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg';
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export const MIME_OF: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * A chosen or uploaded file: a browser File/Blob-with-name satisfies it. The server sets `kind`
 * from the bytes (magic numbers), which then decides over the name and declared type.
 */
export type FileLike = { name: string; size: number; type?: string; kind?: FileKind | null };

const EXT_KIND: Record<string, FileKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', pdf: 'pdf', docx: 'docx' };
const MIME_KIND: Record<string, FileKind> = Object.fromEntries(
  Object.entries(MIME_OF).map(([k, m]) => [m, k as FileKind]),
);

/** What a file is: its content's kind when the server has looked, else its name's extension or type. */
export function fileKindOf(f: FileLike): FileKind | null {
  if (f.kind !== undefined) return f.kind;
  const ext = /\.([a-z0-9]+)$/i.exec(f.name)?.[1]?.toLowerCase();
  if (ext) return EXT_KIND[ext] ?? null;
  return (f.type && MIME_KIND[f.type.toLowerCase()]) || null;
}

export const isFileLike = (v: unknown): v is FileLike =>
  typeof v === 'object' && v !== null && typeof (v as FileLike).size === 'number' && typeof (v as FileLike).name === 'string';

/** A file rule; its messages are read when a file fails (getters), in the current language. */
export type FileRule = { kinds: readonly FileKind[]; readonly formatMsg: string; readonly sizeMsg: string };
const fileRule = (kinds: readonly FileKind[], format: () => string, size: () => string): FileRule => ({
  kinds,
  get formatMsg() {
    return format();
  },
  get sizeMsg() {
    return size();
  },
});

export const FILE_RULES = {
  document: fileRule(DOCUMENT_KINDS_ALLOWED, () => m.create_document_format(), () => m.create_file_size()),
  cover: fileRule(IMAGE_KINDS_ALLOWED, () => m.create_image_format(), () => m.create_file_size()),
  otherImage: fileRule(IMAGE_KINDS_ALLOWED, () => m.create_image_format(), () => m.create_each_image_size()),
} as const;

/** The message for one file under a rule, or null when it passes. Format is checked before size. */
export function fileProblem(f: FileLike, rule: FileRule): string | null {
  const kind = fileKindOf(f);
  if (!kind || !rule.kinds.includes(kind)) return rule.formatMsg;
  if (f.size > MAX_FILE_BYTES) return rule.sizeMsg;
  return null;
}

// ───────────────────────────── as schema fields ─────────────────────────────

const fileCheck = (rule: FileRule) => (f: FileLike, ctx: z.RefinementCtx) => {
  const problem = fileProblem(f, rule);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** One file that must be there and pass the rule. */
export const requiredFile = (rule: FileRule, requiredMsg: () => string) =>
  z.custom<FileLike>(isFileLike, { error: requiredMsg }).superRefine(fileCheck(rule));

/** One file that may be absent (an empty form value is absent). */
export const optionalFile = (rule: FileRule) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.custom<FileLike>(isFileLike).superRefine(fileCheck(rule)).optional());

/** None to `max` files (one alone counts as a list of one), each passing the rule. */
export const fileList = (rule: FileRule, max: number, tooManyMsg: () => string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.custom<FileLike>(isFileLike, { error: () => rule.formatMsg }))
      .superRefine((files, ctx) => {
        if (files.length > max) return ctx.addIssue({ code: 'custom', message: tooManyMsg() });
        for (const f of files) {
          const problem = fileProblem(f, rule);
          if (problem) return ctx.addIssue({ code: 'custom', message: problem });
        }
      }),
  );
