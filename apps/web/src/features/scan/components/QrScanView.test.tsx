import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import QrScanView from "./QrScanView.tsx";

// The camera is Chromium's business (e2e): here a button stands for a code it read.
vi.mock("../../../components/camera/CameraScanner.tsx", () => ({
  CameraScanner: ({ onCode }: { onCode: (text: string) => void }) => (
    <button type="button" onClick={() => onCode("https://example.com/menu")}>
      camera reads a menu link
    </button>
  ),
}));

const render = () => renderScreen(<QrScanView />, { path: "/qr" });

describe("QrScanView", () => {
  it("opens the receive screen of a typed code", async () => {
    render();
    await userEvent.type(screen.getByLabelText(en.scan.typed), "t7k2m9pqrx");
    await userEvent.click(screen.getByRole("button", { name: en.scan.continue }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/receive/T7K2M9PQRX");
  });

  it("says a door code is for the door, and a code it does not know is not one it knows", async () => {
    render();
    await userEvent.type(screen.getByLabelText(en.scan.typed), "A1.eyJuIjoxfQ.c2ln");
    await userEvent.click(screen.getByRole("button", { name: en.scan.continue }));
    expect(screen.getByTestId("scan-notice")).toHaveTextContent(en.scan.door.title);
    await userEvent.click(screen.getByRole("button", { name: en.scan.again }));
    expect(screen.queryByTestId("scan-notice")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "camera reads a menu link" }));
    expect(screen.getByTestId("scan-notice")).toHaveTextContent(en.scan.unknown.title);
  });
});
