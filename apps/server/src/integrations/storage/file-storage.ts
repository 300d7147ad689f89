/** Where uploaded files go (profile images now, event images later): a folder or an S3 bucket. */
export interface FileStorage {
  /** Stores `body` under `key` and answers the URL a browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file of `key`; removing one that is not there is fine. */
  remove(key: string): Promise<void>;
  /** The key of a URL this storage answered, or undefined for anything else. */
  keyOf(url: string): string | undefined;
}
