import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../helper.ts";

describe("GET /api/v1/health", () => {
  it("answers 503 with the database down once it stops answering", async () => {
    // No job workers: on the shared server database they could be finishing another file's mail job
    // when the pool closes under them.
    const t = await buildTestApp({ JOBS_WORK: "false" });
    const up = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: "ok", database: "up", driver: t.database.kind });
    await t.database.close();
    // The probe's answer is reused for up to a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const down = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: "degraded", database: "down" });
    await t.app.close();
  });
});
