import { ZApiError } from "@admit/contract/api";
import { z } from "zod";

/** An order's id in a path (`ord_…`): the order's own routes and its payment's (`modules/payments`). */
export const ZOrderId = z.object({ id: z.string().regex(/^ord_[\w-]{8,40}$/) });

/** What the buying and paying calls answer besides their success. */
export const saleErrors = {
  400: ZApiError,
  401: ZApiError,
  404: ZApiError,
  409: ZApiError,
  410: ZApiError,
  422: ZApiError,
};
