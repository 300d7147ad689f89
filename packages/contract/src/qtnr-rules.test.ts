import { describe, expect, it } from "vitest";
import { DEFAULT_QTNR_ITEMS, type QtnrRuleItem, qtnrItemError, validateQtnr } from "./qtnr-rules.ts";

const item = (over: Partial<QtnrRuleItem>): QtnrRuleItem => ({
  id: "x",
  name: "X",
  type: "TEXT",
  required: true,
  editable: true,
  ...over,
});

describe("questionnaire item rules (spec §5)", () => {
  it.each([
    [item({ type: "TERMS" }), false, "required"],
    [item({ type: "TERMS" }), true, undefined],
    [item({ type: "TERMS", required: false }), false, undefined],
    [item({ key: "email" }), "not-an-email", "email"],
    [item({ key: "email" }), "mina@example.com", undefined],
    [item({ key: "phone" }), "+82 10", "phoneFormat"],
    [item({ key: "phone" }), "010-12", "phoneFormat"],
    [item({ key: "phone" }), "tel 010-1234-5678", "phone"],
    [item({ key: "phone" }), "+81 90-1234-5678", undefined],
    [item({ key: "phone" }), "010-1234-5678", undefined],
    [item({ key: "phone" }), " 010 1234 5678 ", undefined],
    [item({ key: "phone" }), "(02) 123.4567", undefined],
    [item({ key: "phone" }), "010-1234-567O", "phoneFormat"],
    [item({ key: "phone" }), " - ", "required"],
    [item({ key: "phone" }), "01012345678", undefined],
    [item({ key: "birth" }), "19990231x", "birthFormat"],
    [item({ key: "birth" }), "18991231", "birthFormat"],
    [item({ key: "birth" }), "21000101", "birthFormat"],
    [item({ key: "birth" }), "20011301", "birthFormat"],
    [item({ key: "birth" }), "19991231", undefined],
    [item({ key: "refCode" }), "no spaces!", "refCode"],
    [item({ key: "refCode", required: false }), "", undefined],
    [item({}), "", "required"],
    [item({}), "   ", "required"],
    [item({ required: false }), "", undefined],
    [item({}), "a".repeat(61), "maxLength"],
    [item({}), "a".repeat(60), undefined],
    [item({ maxLength: 12 }), "a".repeat(13), "maxLength"],
    [item({ type: "ADDRESS" }), { address: "", detail: "", postalCode: "" }, "required"],
    [item({ type: "ADDRESS" }), { address: "Seoul", detail: "", postalCode: "" }, "required"],
    [item({ type: "ADDRESS" }), { address: "Seoul", detail: "3F", postalCode: "04799" }, undefined],
    [item({ type: "SELECT", options: ["S", "M"] }), "XL", "invalid"],
    [item({ type: "SELECT", options: ["S", "M"] }), "", "required"],
    [item({ type: "CHECKBOX", options: ["a", "b"] }), [], "chooseMin"],
    [item({ type: "CHECKBOX", options: ["a", "b"] }), ["a", "z"], "invalid"],
    [item({ type: "CHECKBOX", options: ["a", "b"] }), ["a", "b"], undefined],
  ])("%o with %j → %s", (rule, value, expected) => {
    expect(qtnrItemError(rule, value)).toBe(expected);
  });

  it("requires name and phone by default", () => {
    expect(validateQtnr(DEFAULT_QTNR_ITEMS, {}).errors).toEqual({ name: "required", phone: "required" });
  });

  it("keeps a phone number written with hyphens or spaces in E.164", () => {
    expect(validateQtnr(DEFAULT_QTNR_ITEMS, { name: " Mina ", phone: "010-1234 5678" })).toEqual({
      errors: {},
      cleaned: { name: "Mina", phone: "+821012345678" },
    });
  });

  it("reads a number without + as one of the given country", () => {
    const answers = { name: "Aoi", phone: "090-1234-5678" };
    expect(validateQtnr(DEFAULT_QTNR_ITEMS, answers).errors).toEqual({ phone: "phoneFormat" });
    expect(validateQtnr(DEFAULT_QTNR_ITEMS, answers, { phoneCountry: "JP" })).toEqual({
      errors: {},
      cleaned: { name: "Aoi", phone: "+819012345678" },
    });
  });
});

describe("validateQtnr", () => {
  const items: QtnrRuleItem[] = [
    item({ id: "heard", type: "SELECT", options: ["Friend", "Other"] }),
    item({ id: "where", branch: [{ itemId: "heard", values: ["Other"] }] }),
    item({ id: "birth", key: "birth", editable: false }),
  ];

  it("checks a branch item only when its condition matches, and clears it otherwise", () => {
    expect(validateQtnr(items, { heard: "Other", birth: "19900101" }).errors).toEqual({ where: "required" });
    const friend = validateQtnr(items, { heard: "Friend", where: "a poster", birth: "19900101" });
    expect(friend.errors).toEqual({});
    expect(friend.cleaned).toEqual({ heard: "Friend", birth: "19900101" });
  });

  it("in edit mode checks and takes only editable items, keeping the rest", () => {
    const edited = validateQtnr(
      items,
      { heard: "Friend", birth: "bad" },
      { editMode: true, previous: { heard: "Other", where: "x", birth: "19900101" } },
    );
    expect(edited.errors).toEqual({});
    expect(edited.cleaned).toEqual({ heard: "Friend", birth: "19900101" });
  });
});
