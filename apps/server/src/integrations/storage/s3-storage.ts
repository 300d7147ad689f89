import { AwsClient } from "aws4fetch";
import type { FileStorage } from "./file-storage.ts";

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket's objects (a CDN or the bucket's own address). */
  publicUrl: string;
}

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), path-style, signed with SigV4. */
export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
  });
  const objectUrl = (key: string) => `${settings.endpoint.replace(/\/$/, "")}/${settings.bucket}/${key}`;
  const base = `${settings.publicUrl.replace(/\/$/, "")}/`;
  const send = async (request: Request) => {
    const response = await fetchImpl(await client.sign(request));
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 ${request.method} answered ${response.status}: ${await response.text()}`);
  };
  return {
    async put(key, body, contentType) {
      await send(
        new Request(objectUrl(key), {
          method: "PUT",
          body: new Uint8Array(body),
          headers: { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" },
        }),
      );
      return `${base}${key}`;
    },
    async remove(key) {
      await send(new Request(objectUrl(key), { method: "DELETE" }));
    },
    keyOf(url) {
      return url.startsWith(base) ? url.slice(base.length) : undefined;
    },
  };
}
