import type { QtnrItemShown } from "@admit/contract/catalogue";
import { en as enMessages } from "@admit/contract/messages/en";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../lib/i18n.ts";
import en from "../../locales/en.json";
import { QtnrFields } from "./QtnrFields.tsx";
import { useQtnrForm } from "./use-qtnr-form.ts";

const ITEMS = [
  { id: "phone", name: "Phone", type: "TEXT", required: true, editable: true, maxLength: 20, key: "phone" },
] as QtnrItemShown[];

/** The questionnaire form as screens use it, with a button that answers what `check` would send. */
function Harness({ initial = {} }: { initial?: Record<string, unknown> }) {
  const form = useQtnrForm(ITEMS, initial);
  return (
    <form ref={form.formRef}>
      <QtnrFields form={form} />
      <button type="button" onClick={() => (document.body.dataset.sent = JSON.stringify(form.check()))}>
        check
      </button>
    </form>
  );
}

const sent = () => JSON.parse(document.body.dataset.sent ?? "null");

afterEach(async () => {
  delete document.body.dataset.sent;
  await act(() => changeLanguage("en"));
});

describe("a questionnaire's phone item", () => {
  it("refuses '010-12' (no Korean number) with the format message", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole("textbox", { name: /Phone/ }), "010-12");
    await userEvent.click(screen.getByRole("button", { name: "check" }));
    expect(sent()).toBeNull();
    expect(await screen.findByText(enMessages.valid.phoneFormat)).toBeVisible();
  });

  it("sends a number written with hyphens in E.164", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole("textbox", { name: /Phone/ }), "010-1234-5678");
    await userEvent.click(screen.getByRole("button", { name: "check" }));
    expect(sent()).toEqual({ phone: "+821012345678" });
  });

  it("gives as its placeholder the number its hint gives as example", () => {
    render(<Harness />);
    const input = screen.getByRole("textbox", { name: /Phone/ });
    expect(input).toHaveAttribute("placeholder", "010-1234-5678");
    expect(screen.getByText(/010-1234-5678/)).toHaveTextContent(
      en.qtnr.hint.phone.replace("{{example}}", "010-1234-5678"),
    );
  });

  it("reads a Japanese reader's 090 number as Japanese, with a Japanese example", async () => {
    await act(() => changeLanguage("ja"));
    render(<Harness />);
    const input = screen.getByRole("textbox");
    expect(input).toHaveAttribute("placeholder", "090-1234-5678");
    await userEvent.type(input, "090-1234-5678");
    await userEvent.click(screen.getByRole("button", { name: "check" }));
    expect(sent()).toEqual({ phone: "+819012345678" });
  });

  it("shows a kept E.164 number as its reader writes it", () => {
    render(<Harness initial={{ phone: "+821012345678" }} />);
    expect(screen.getByRole("textbox", { name: /Phone/ })).toHaveValue("010-1234-5678");
  });
});
