/**
 * Issues a paid token (spec §4 issuing): the port the purchase's background job calls for each
 * token. The local adapter records nothing on a chain and answers at once — recording tokens on
 * the EVM chain is a later issue's adapter behind this same port; until then `tokenId` stays null
 * and the card says the token is not recorded yet.
 */
export interface TokenIssuer {
  readonly name: string;
  /** @throws when the token could not be issued; the job marks it ISSUE_FAIL and the holder may retry. */
  issue(token: { nftId: number; cltnId: number; ownerId: number }): Promise<{ tokenId: string | null }>;
}

export const localIssuer: TokenIssuer = {
  name: "local",
  async issue() {
    return { tokenId: null };
  },
};
