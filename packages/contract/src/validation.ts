/**
 * Per-field validation keys (`valid.*`) of spec §5. Schemas use them as zod messages so the
 * server can answer `data.fields[field] = key` and the web can show its own translation.
 */
export const VALID_KEYS = [
  "required",
  "email",
  "phone",
  "phoneFormat",
  "pwdRequirements",
  "pwdConfirm",
  "birthFormat",
  "maxLength",
  "minLength",
  "refCode",
  "mustMatch",
  "integer",
  "twoDecimals",
  "min",
  "max",
  "chooseMin",
  "fileType",
  "fileSize",
  "codeLength",
  "format",
  "invalid",
] as const;
export type ValidKey = (typeof VALID_KEYS)[number];

export const valid = (key: ValidKey) => `valid.${key}` as const;
