import { z } from "zod";
import type { LoginMethod } from "./enums.ts";
import { LOGIN_METHODS } from "./enums.ts";

export type { LoginMethod };

const ZColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "valid.format");

/** Theme colours of a label; the web maps each to a CSS custom property. */
export const ZLabelTheme = z.object({
  primary: ZColor,
  onPrimary: ZColor,
  background: ZColor,
  surface: ZColor,
  text: ZColor,
  textMuted: ZColor,
  /** Colour the native host paints its status bar with. */
  statusBar: ZColor,
});
export type LabelTheme = z.infer<typeof ZLabelTheme>;

/** A label offers these unless it says otherwise (spec §1). */
export const DEFAULT_LOGIN_METHODS: LoginMethod[] = ["google", "kakao", "email"];

export const ZLabelName = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, "valid.format");

export const ZLabel = z.object({
  name: ZLabelName,
  displayName: z.string().min(1),
  /** The label's name in sentences ("New to {{appName}}?", the page title). */
  appName: z.string().min(1),
  logo: z.string().min(1),
  startLogo: z.string().min(1),
  loginMethods: z.array(z.enum(LOGIN_METHODS)).min(1),
  theme: ZLabelTheme,
});
export type TLabel = z.infer<typeof ZLabel>;

export const ZLabelParams = z.object({ name: ZLabelName });
export const ZLabelRedirectQuery = z.object({ pattern: z.string().min(1).max(500) });
export const ZLabelRedirectResponse = z.object({ name: ZLabelName.nullable() });
export type TLabelRedirectResponse = z.infer<typeof ZLabelRedirectResponse>;
