import type { Db, Tx } from "../../db/client.ts";

/** Seats a selection wants: `req` is the selection (its id and the end of its hold). */
export interface SeatTake {
  cltnTimeId: number;
  ids: number[];
  req: { id: string; expiresAt: Date };
  userId: number;
}

/**
 * How a sale takes what is scarce — seats, stock — and gives seats back on a refund. The app
 * uses `guardedSale` (guarded-sale.ts). The race tests build a second app with guards that look
 * and then write (test/modules/purchase/unguarded-sale.ts), to show the races these close: a
 * control that must oversell, so the tests can fail.
 */
export interface SaleGuards {
  /**
   * A new selection is written in one guarded statement that ends the customer's live selection
   * of the date, under the constraint of one live selection each (no hoarding); otherwise by the
   * general path.
   */
  oneStatementSelection: boolean;
  /** Takes the seats for the selection; answers those it could not take. */
  takeSeats(tx: Tx, take: SeatTake): Promise<number[]>;
  /** Reserves `count` of a general-admission group's stock; false when there is not enough. */
  takeStock(tx: Tx, groupId: number, count: number): Promise<boolean>;
  /** Runs before a customer's refund starts (the guarded sale gives seats back only once refunded). */
  beforeRefund(db: Db, orderId: string): Promise<void>;
}
