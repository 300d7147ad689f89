import type { ReactNode } from "react";
import { Button } from "../ui/Button.tsx";

/** A form's main action: full width, submits the form, busy while its call runs. */
export function SubmitButton({
  loading,
  disabled,
  children,
}: {
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button variant="rec-primary" htmlType="submit" block loading={loading} disabled={disabled}>
      {children}
    </Button>
  );
}
