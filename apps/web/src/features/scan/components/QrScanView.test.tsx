import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import QrScanView from "./QrScanView.tsx";

const ACCESS_LINK = "q3Zt-8Kx_Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd";

// The camera is Chromium's business (e2e): here a button stands for each code it may read.
vi.mock("../../../components/camera/CameraScanner.tsx", () => ({
  CameraScanner: ({ onCode }: { onCode: (text: string) => void }) => (
    <>
      {[
        ["a menu link", "https://example.com/menu"],
        ["a claim poster", "https://admit.example/qr/mint?code=CSPRING26"],
        ["an access link", "https://admit.example/nal/q3Zt-8Kx_Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd"],
      ].map(([name, text]) => (
        <button key={name} type="button" onClick={() => onCode(text ?? "")}>
          {`camera reads ${name}`}
        </button>
      ))}
    </>
  ),
}));

const render = () => renderScreen(<QrScanView />, { path: "/qr" });

const typeCode = async (text: string) => {
  await userEvent.type(screen.getByLabelText(en.scan.typed), text);
  await userEvent.click(screen.getByRole("button", { name: en.scan.continue }));
};

describe("QrScanView", () => {
  it("opens the receive screen of a typed code", async () => {
    render();
    await typeCode("t7k2m9pqrx");
    expect(screen.getByTestId("navigated")).toHaveTextContent("/receive/T7K2M9PQRX");
  });

  it("opens the claim screen of a typed claim code", async () => {
    render();
    await typeCode("nvip2026a");
    expect(screen.getByTestId("navigated")).toHaveTextContent("/qr/mint?code=NVIP2026A");
  });

  it("opens the claim screen of a poster the camera reads", async () => {
    render();
    await userEvent.click(screen.getByRole("button", { name: "camera reads a claim poster" }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/qr/mint?code=CSPRING26");
  });

  it("opens the tickets an access link shares", async () => {
    render();
    await userEvent.click(screen.getByRole("button", { name: "camera reads an access link" }));
    expect(screen.getByTestId("navigated")).toHaveTextContent(`/nal/${ACCESS_LINK}`);
  });

  it("says a door code is for the door, and a code it does not know is not one it knows", async () => {
    render();
    await typeCode("A1.eyJuIjoxfQ.c2ln");
    expect(screen.getByTestId("scan-notice")).toHaveTextContent(en.scan.door.title);
    expect(screen.queryByTestId("navigated")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: en.scan.again }));
    expect(screen.queryByTestId("scan-notice")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "camera reads a menu link" }));
    expect(screen.getByTestId("scan-notice")).toHaveTextContent(en.scan.unknown.title);
  });
});
