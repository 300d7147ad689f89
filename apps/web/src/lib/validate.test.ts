import { describe, expect, it } from "vitest";
import { canSubmitRegistration, passwordError, registrationErrors } from "./validate.ts";

const filled = {
  email: "mina@example.test",
  name: "Mina",
  pwd: "tickets-4-all",
  pwdConfirm: "tickets-4-all",
  serviceTerms: true,
  privacyTerms: true,
  allowAd: false,
};

describe("registration rules (spec §5)", () => {
  it("enables submit only with every required field and both terms", () => {
    expect(canSubmitRegistration(filled)).toBe(true);
    expect(canSubmitRegistration({ ...filled, privacyTerms: false })).toBe(false);
    expect(canSubmitRegistration({ ...filled, name: "  " })).toBe(false);
    expect(canSubmitRegistration({ ...filled, allowAd: false })).toBe(true);
  });

  it("wants 8 characters with a lowercase letter and a digit, space or symbol", () => {
    expect(passwordError("abcdefg1")).toBeUndefined();
    expect(passwordError("abcd efg")).toBeUndefined();
    expect(passwordError("abcdefg!")).toBeUndefined();
    expect(passwordError("abcdefgh")).toBe("valid.pwdRequirements");
    expect(passwordError("ABCDEFG1")).toBe("valid.pwdRequirements");
    expect(passwordError("abc1")).toBe("valid.pwdRequirements");
    expect(passwordError("")).toBe("valid.required");
  });

  it("names each broken field with its valid.* key", () => {
    expect(registrationErrors({ ...filled, email: "mina@", pwdConfirm: "other-123" })).toEqual({
      email: "valid.email",
      pwdConfirm: "valid.pwdConfirm",
    });
  });
});
