import { describe, expectTypeOf, it } from "vitest";
import type { Db, Tx } from "./client.ts";

describe("Db", () => {
  it("is also the type of a transaction, so every use case runs inside its caller's", () => {
    expectTypeOf<Tx>().toExtend<Db>();
  });
});
