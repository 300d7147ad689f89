import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { errorText } from "./error-text.ts";

const t = (key: string) => `t:${key}`;

describe("error mapping (spec §8)", () => {
  it("shows our own translation for a known code", () => {
    expect(errorText(new ApiError(409, "6500", "seat taken"), t)).toBe("t:error.seatAlreadyReserved");
    expect(errorText(new ApiError(400, "M-W-1013", "bad"), t)).toBe("t:error.invalidPassword");
    expect(errorText(new ApiError(400, "1023", "bad"), t)).toBe("t:error.invalidPassword");
    expect(errorText(new ApiError(401, "M-W-1100", "x"), t)).toBe("t:error.authExpired");
  });

  it("fills the message's placeholders from the error's data", () => {
    const tv = (key: string, values?: Record<string, unknown>) => `t:${key}:${JSON.stringify(values)}`;
    expect(errorText(new ApiError(400, "MAX_COUNT", "too many", { count: 20, seatIds: [1] }), tv)).toBe(
      't:error.maxCount:{"count":20}',
    );
  });

  it("shows the server's message for an unknown code, untranslated", () => {
    expect(errorText(new ApiError(400, "9999", "Le serveur a dit non"), t)).toBe("Le serveur a dit non");
  });

  it("has a text for network failures and other errors", () => {
    expect(errorText(new ApiError(0, "NETWORK", "Failed to fetch"), t)).toBe("t:common.networkError");
    expect(errorText(new Error("boom"), t)).toBe("t:error.internal");
  });
});
