import { describe, expect, it } from "vitest";
import { answerSchema, checkAnswer } from "./api-answers.ts";

describe("answers checked against the contract", () => {
  it("finds a call's schema, a literal path before a pattern, the query left out", () => {
    expect(answerSchema("GET", "/nfts/access-links")).toBe(answerSchema("GET", "/nfts/access-links?x=1"));
    expect(answerSchema("GET", "/nfts/access-links")).not.toBe(answerSchema("GET", "/nfts/12"));
    expect(answerSchema("GET", "/nfts/12")).toBeDefined();
    expect(answerSchema("DELETE", "/nfts/12")).toBeUndefined();
  });

  it("fails a test on an answer that drifted from the contract, and lets a matching one through", () => {
    expect(() =>
      checkAnswer("GET", "/users/check", { id: 1, termsCheck: true, isFirst: false }),
    ).not.toThrow();
    expect(() => checkAnswer("GET", "/users/check", { id: "1", termsCheck: true })).toThrow(
      /GET \/users\/check: the answer does not match the contract/,
    );
  });
});
