import type { TNftDetail } from "@admit/contract/nfts";
import { TitledSection } from "../../../components/ui/TitledSection.tsx";
import { abbreviateAddress } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import styles from "./ChainInfo.module.css";

type ChainFields = Pick<
  TNftDetail,
  "network" | "walletAddress" | "walletUrl" | "contractAddress" | "contractUrl" | "tokenId" | "escrow"
>;

/**
 * Where the token lives: network, owner's wallet, and contract and token id once recorded; while it
 * is on sale, the escrow that really holds it on chain (for the owner's wallet).
 */
export function ChainInfo({ nft }: { nft: ChainFields }) {
  const { t } = useTranslation();
  const copyWallet = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      showToast(t("wallet.chain.copied"));
    } catch {
      showToast(t("wallet.chain.copyFailed"));
    }
  };
  const recorded = nft.contractAddress !== null && nft.tokenId !== null;
  return (
    <TitledSection
      id="chain-info-title"
      title={t("wallet.chain.title")}
      level={2}
      className={styles.box}
      titleClassName={styles.title}
    >
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t("wallet.chain.network")}</dt>
          <dd>{nft.network}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t("wallet.chain.owner")}</dt>
          <dd>
            {nft.walletAddress ? (
              <>
                {nft.walletUrl ? (
                  <a href={nft.walletUrl} target="_blank" rel="noopener noreferrer" title={nft.walletAddress}>
                    <code>{abbreviateAddress(nft.walletAddress)}</code>
                  </a>
                ) : (
                  <code title={nft.walletAddress}>{abbreviateAddress(nft.walletAddress)}</code>
                )}
                <button
                  type="button"
                  className={styles.copy}
                  onClick={() => nft.walletAddress && copyWallet(nft.walletAddress)}
                  aria-label={t("wallet.chain.copy")}
                >
                  {t("wallet.chain.copyShort")}
                </button>
              </>
            ) : (
              t("wallet.chain.noWallet")
            )}
          </dd>
        </div>
        {nft.escrow && (
          <div className={styles.row}>
            <dt>{t("wallet.chain.escrow")}</dt>
            <dd>
              <a href={nft.escrow.url} target="_blank" rel="noopener noreferrer" title={nft.escrow.address}>
                <code>{abbreviateAddress(nft.escrow.address)}</code>
              </a>
            </dd>
          </div>
        )}
        {nft.contractAddress !== null && (
          <div className={styles.row}>
            <dt>{t("wallet.chain.contract")}</dt>
            <dd>
              {nft.contractUrl ? (
                <a
                  href={nft.contractUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={nft.contractAddress}
                >
                  <code>{abbreviateAddress(nft.contractAddress)}</code>
                </a>
              ) : (
                <code title={nft.contractAddress}>{abbreviateAddress(nft.contractAddress)}</code>
              )}
            </dd>
          </div>
        )}
        {nft.tokenId !== null && (
          <div className={styles.row}>
            <dt>{t("wallet.chain.tokenId")}</dt>
            <dd>
              <code>{nft.tokenId}</code>
            </dd>
          </div>
        )}
      </dl>
      {nft.escrow && <p className={styles.pending}>{t("wallet.chain.escrowNote")}</p>}
      {!recorded && <p className={styles.pending}>{t("wallet.chain.notRecorded")}</p>}
    </TitledSection>
  );
}
