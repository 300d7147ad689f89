import { ERRORS, type ErrorCode } from "@admit/contract/errors";

/** The one error class of the server: a catalogue code, mapped to HTTP in the error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data?: Record<string, unknown>;
  readonly field?: string;
  /** Whether the caller gave `message`; otherwise the answer uses the catalogue's translated text. */
  readonly hasOwnMessage: boolean;

  constructor(
    code: ErrorCode,
    options: { message?: string; data?: Record<string, unknown>; field?: string } = {},
  ) {
    super(options.message ?? code);
    this.name = "AppError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.data = options.data;
    this.field = options.field;
    this.hasOwnMessage = options.message !== undefined;
  }
}
