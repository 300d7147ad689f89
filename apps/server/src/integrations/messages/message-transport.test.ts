import { describe, expect, it } from "vitest";
import { createWebhookMessages } from "./message-transport.ts";

describe("webhook messages", () => {
  it("posts { to, text } with the bearer token, and throws on a refusal so the job retries", async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    let status = 202;
    const transport = createWebhookMessages(
      { url: "https://sms.example.test/send", token: "t0k" },
      async (url, init) => {
        seen.push({ url: String(url), init });
        return new Response(null, { status });
      },
    );
    await transport.send({ to: "01012345678", text: "hello" });
    expect(seen[0]?.url).toBe("https://sms.example.test/send");
    expect(new Headers(seen[0]?.init?.headers).get("authorization")).toBe("Bearer t0k");
    expect(JSON.parse(String(seen[0]?.init?.body))).toEqual({ to: "01012345678", text: "hello" });
    status = 503;
    await expect(transport.send({ to: "0101", text: "x" })).rejects.toThrow(/503/);
  });
});
