import type { Config } from "../../config.ts";

/**
 * What every wallet-link message says, from our settings: the wallet shows the domain and the
 * statement, and a message that names another site, page or chain is not ours. The statement stays
 * in English in every language: EIP-4361 allows only ASCII there, and the wallet shows it as is.
 */
export interface SiweTerms {
  domain: string;
  scheme: string;
  uri: string;
  chainId: number;
  statement: string;
}

export const LINK_STATEMENT = "Link this wallet to your Admit account to pay with it.";

/** Our domain (host and port of PUBLIC_URL) and page, and XRPL EVM's chain id: the wallet pays there. */
export function siweTermsOf(config: Pick<Config, "publicUrl" | "networks">): SiweTerms {
  const url = new URL(config.publicUrl);
  const xrpl = config.networks.find((n) => n.network === "XRPL_EVM");
  if (!xrpl) throw new Error("XRPL_EVM has no network settings");
  return {
    domain: url.host,
    scheme: url.protocol.replace(/:$/, ""),
    uri: config.publicUrl,
    chainId: xrpl.chainId,
    statement: LINK_STATEMENT,
  };
}
