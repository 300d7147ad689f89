/**
 * XRP in its two units, converted in one place (issue 15): prices and orders count XRP in drops —
 * the currency's minor unit, 6 digits (money.ts) — while XRPL EVM's native XRP, the value a wallet
 * sends to the payment contract, has 18 decimals (wei). 1 drop = 10¹² wei. Amounts are bigint on
 * the chain side, so an XRP amount above 2,100 XRP (2,100,000,000 drops, today's minor-unit cap)
 * converts without overflow.
 */
export const WEI_PER_DROP = 10n ** 12n;
export const DROPS_PER_XRP = 1_000_000n;

/** The native value (wei) of an amount in drops. */
export function dropsToWei(drops: bigint | number): bigint {
  const whole = typeof drops === "number" ? toBigInt(drops) : drops;
  if (whole < 0n) throw new RangeError("an amount of XRP is never negative");
  return whole * WEI_PER_DROP;
}

/**
 * An on-chain value (wei) in drops: `drops` rounded down, and the wei below one drop that rounding
 * left over (a payment that is not a whole number of drops is not the order's amount).
 */
export function weiToDrops(wei: bigint): { drops: bigint; remainder: bigint } {
  if (wei < 0n) throw new RangeError("an amount of XRP is never negative");
  return { drops: wei / WEI_PER_DROP, remainder: wei % WEI_PER_DROP };
}

/** Parses "12.5" (XRP, up to 6 decimals) into drops; undefined for anything else. */
export function parseXrp(text: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole) * DROPS_PER_XRP + BigInt(fraction.padEnd(6, "0"));
}

/** Drops as an XRP decimal string without trailing zeros ("12.5", "0.000001", "3"). */
export function formatDrops(drops: bigint): string {
  const negative = drops < 0n;
  const abs = negative ? -drops : drops;
  const whole = abs / DROPS_PER_XRP;
  const fraction = (abs % DROPS_PER_XRP).toString().padStart(6, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

function toBigInt(value: number): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a whole number of drops`);
  return BigInt(value);
}
