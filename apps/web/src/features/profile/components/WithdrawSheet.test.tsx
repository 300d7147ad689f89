import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { writeTimesAsIn } from "../../../lib/render-zone.ts";
import { ME } from "../../../test/me-fixture.ts";
import { renderScreen } from "../../../test/render-screen.tsx";
import { WithdrawSheet } from "./WithdrawSheet.tsx";

describe("WithdrawSheet", () => {
  // A device in New York (the writing zone stands for the device's clock here).
  afterEach(() => writeTimesAsIn(undefined));

  it("writes a blocking ticket's end in its event's zone, named, not in the device's (issue 26)", async () => {
    writeTimesAsIn("America/New_York");
    renderScreen(<WithdrawSheet me={ME} open onClose={() => {}} />, {
      path: "/profile",
      api: (call) =>
        call.path === "/users/withdraw/can"
          ? {
              body: {
                can: false,
                tickets: [
                  {
                    id: 1,
                    name: "R seat",
                    cltnName: "Seoul Jazz Night",
                    // 19:00 in Seoul; 05:00 in New York.
                    endAt: "2026-11-28T10:00:00.000Z",
                    timeZone: "Asia/Seoul",
                  },
                ],
              },
            }
          : undefined,
    });
    expect(await screen.findByText("Ends 28 November 2026 at 19:00 Korean Standard Time")).toBeVisible();
  });
});
