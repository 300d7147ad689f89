import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { PaymentError } from "../integrations/payments/payment-provider.ts";
import { errorsPlugin, validKeyOf } from "./errors.ts";

describe("validation keys", () => {
  it("uses an explicit valid.* message", () => {
    expect(validKeyOf({ code: "custom", message: "valid.birthFormat" })).toBe("birthFormat");
  });

  it("maps zod issue kinds to valid.* keys", () => {
    expect(validKeyOf({ code: "invalid_type", input: undefined })).toBe("required");
    expect(validKeyOf({ code: "invalid_type", input: 3 })).toBe("invalid");
    expect(validKeyOf({ code: "too_small", origin: "string", minimum: 1 })).toBe("required");
    expect(validKeyOf({ code: "too_small", origin: "string", minimum: 8 })).toBe("minLength");
    expect(validKeyOf({ code: "too_big", origin: "string", maximum: 60 })).toBe("maxLength");
    expect(validKeyOf({ code: "too_big", origin: "number", maximum: 2100000000 })).toBe("max");
    expect(validKeyOf({ code: "invalid_format", format: "email" })).toBe("email");
    expect(validKeyOf({ code: "too_small", origin: "array", minimum: 1 })).toBe("chooseMin");
  });
});

describe("payment errors", () => {
  it("answer 5501 with the reason, or 503 when the provider is down, never the provider's text", async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get("/declined", async () => {
      throw new PaymentError("DECLINED", "카드 승인이 거절되었습니다", "REJECT_CARD_PAYMENT");
    });
    app.get("/down", async () => {
      throw new PaymentError("PROVIDER_UNAVAILABLE", "timeout", "TimeoutError");
    });
    const declined = await app.inject({
      method: "GET",
      url: "/declined",
      headers: { "accept-language": "en" },
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({
      code: "5501",
      message: "The payment information does not match. Please try again.",
      data: { reason: "DECLINED" },
    });
    const down = await app.inject({ method: "GET", url: "/down" });
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe("UNAVAILABLE");
    await app.close();
  });
});

describe("database encoding errors", () => {
  it("answer VALIDATION, not 500, however the driver wraps PostgreSQL's 22021 or 22P05", async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    const pgError = (code: string) => Object.assign(new Error("invalid byte sequence"), { code });
    app.get("/plain", async () => {
      throw pgError("22021");
    });
    app.get("/wrapped", async () => {
      throw new Error("Failed query: insert …", { cause: pgError("22P05") });
    });
    for (const url of ["/plain", "/wrapped"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION" });
    }
  });
});
