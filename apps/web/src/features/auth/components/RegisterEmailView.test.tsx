import { en as apiEn } from "@admit/contract/messages/en";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import RegisterEmailView from "./RegisterEmailView.tsx";

const valid = apiEn.valid;

describe("RegisterEmailView", () => {
  it("checks a field once it is left, then as the customer types", async () => {
    renderScreen(<RegisterEmailView />, { path: "/register/email" });
    const user = userEvent.setup();
    const email = screen.getByLabelText(en.field.email);
    await user.type(email, "mina@");
    // Nothing said while the address is being typed for the first time.
    expect(screen.queryByText(valid.email)).toBeNull();
    await user.tab();
    expect(await screen.findByText(valid.email)).toBeInTheDocument();
    await user.type(email, "example.com");
    expect(screen.queryByText(valid.email)).toBeNull();

    const [password, confirm] = screen.getAllByLabelText(/password/i, { selector: "input" });
    if (!password || !confirm) throw new Error("two password fields");
    await user.type(password, "admit-pass-1");
    await user.type(confirm, "admit-pass-2");
    await user.tab();
    expect(await screen.findByText(valid.pwdConfirm)).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, "admit-pass-1");
    expect(screen.queryByText(valid.pwdConfirm)).toBeNull();
  });

  it("shows the password on request, and ticks every term with one box", async () => {
    renderScreen(<RegisterEmailView />, { path: "/register/email" });
    const user = userEvent.setup();
    const [password] = screen.getAllByLabelText(/password/i, { selector: "input" });
    expect(password).toHaveAttribute("type", "password");
    const [show] = screen.getAllByRole("button", { name: en.field.showPassword });
    if (!show) throw new Error("a show button");
    await user.click(show);
    expect(password).toHaveAttribute("type", "text");
    expect(show).toHaveAttribute("aria-pressed", "true");
    expect(show).toHaveTextContent(en.field.hidePassword);

    const checkboxes = () => screen.getAllByRole("checkbox");
    await user.click(screen.getByRole("checkbox", { name: en.register.agreeAll }));
    expect(checkboxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: en.register.marketing }));
    expect(screen.getByRole("checkbox", { name: en.register.agreeAll })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: en.register.agreeAll }));
    expect(checkboxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });
});
