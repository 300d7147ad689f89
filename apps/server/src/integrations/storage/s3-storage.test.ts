import { describe, expect, it } from "vitest";
import { s3Storage } from "./s3-storage.ts";

describe("s3Storage", () => {
  it("PUTs path-style objects signed with SigV4 and answers their public URL", async () => {
    const seen: Request[] = [];
    const storage = s3Storage(
      {
        endpoint: "https://s3.example.test/",
        region: "ap-northeast-2",
        bucket: "admit-media",
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "secret",
        publicUrl: "https://cdn.example.test",
      },
      async (input) => {
        seen.push(input as Request);
        return new Response(null, { status: 200 });
      },
    );
    const url = await storage.put("profile/7/a.webp", Buffer.from("img"), "image/webp");
    expect(url).toBe("https://cdn.example.test/profile/7/a.webp");
    const put = seen[0] as Request;
    expect(put.method).toBe("PUT");
    expect(put.url).toBe("https://s3.example.test/admit-media/profile/7/a.webp");
    expect(put.headers.get("authorization")).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-northeast-2\/s3\/aws4_request, SignedHeaders=[^,]*host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers.get("x-amz-content-sha256")).toBeTruthy();
    expect(storage.keyOf(url)).toBe("profile/7/a.webp");
    expect(storage.keyOf("/uploads/x.webp")).toBeUndefined();
    await storage.remove("profile/7/a.webp");
    expect(seen[1]?.method).toBe("DELETE");
  });

  it("reports a refused upload", async () => {
    const storage = s3Storage(
      {
        endpoint: "https://s3.example.test",
        region: "us-east-1",
        bucket: "b",
        accessKeyId: "a",
        secretAccessKey: "s",
        publicUrl: "https://s3.example.test/b",
      },
      async () => new Response("AccessDenied", { status: 403 }),
    );
    await expect(storage.put("k", Buffer.from("x"), "image/png")).rejects.toThrow(/403/);
  });
});
