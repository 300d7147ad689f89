import { randomInt } from "node:crypto";

/** The alphabet of receive codes: no 0/O, 1/I — a code is typed by hand when the camera cannot read it. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A fresh receive code (`T` and nine characters, about 45 bits; RECEIVE_CODE_PATTERN of the contract). */
export function newReceiveCode(): string {
  let code = "T";
  for (let i = 0; i < 9; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
