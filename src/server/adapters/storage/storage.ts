/**
 * Where files live. Public files (re-encoded images) are served at /media/<key>; private files
 * (legal documents) are only ever read back by the server for the organiser and reviewers.
 */
export type Visibility = 'public' | 'private';

export interface FileStorage {
  put(visibility: Visibility, key: string, bytes: Buffer): Promise<void>;
  read(visibility: Visibility, key: string): Promise<Buffer>;
  has(visibility: Visibility, key: string): Promise<boolean>;
  remove(visibility: Visibility, key: string): Promise<void>;
  /** The URL a browser fetches a public file from. */
  publicUrl(key: string): string;
  /** Directory the server serves /media from, when the storage is a local disk. */
  readonly publicDir?: string;
  /**
   * A short-lived URL a browser can fetch a (private) file from directly, where the store can
   * sign one (S3); without it the server streams the file itself after its own checks.
   */
  signedUrl?(visibility: Visibility, key: string, expiresInSeconds: number): Promise<string>;
  /** Throws when the store cannot be reached (readiness checks). */
  ready?(): Promise<void>;
  close?(): Promise<void>;
}
