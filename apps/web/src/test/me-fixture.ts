import type { TMe } from "@admit/contract/users";

/** A signed-in customer with a password and a verified identity, for the screens that read /users/me. */
export const ME: TMe = {
  id: 7,
  walletId: null,
  accountId: null,
  email: "mina@example.com",
  name: "Mina Kim",
  useAuth: false,
  language: "en",
  isPhone: false,
  customerKey: "c-7",
  profileImg: null,
  allowAd: false,
  hasPassword: true,
  providers: [],
  role: "CUSTOMER",
  identityVerified: true,
};
