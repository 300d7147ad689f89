import type { TMyCltn } from "@admit/contract/nfts";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./CltnList.module.css";

/** 'My event': one row per collection with its logo, name and how many of its tokens the person holds. */
export function CltnList({ cltns }: { cltns: TMyCltn[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t("wallet.cltn.label")}>
      {cltns.map((cltn) => (
        <li key={cltn.id}>
          <Link to={`/cltn/${cltn.id}`} className={styles.row}>
            <img
              className={styles.logo}
              src={cltn.logoImg}
              alt=""
              loading="lazy"
              style={{ background: cltn.color }}
            />
            <span className={styles.text}>
              <span className={styles.type}>{t(`wallet.cltnType.${cltn.type}`)}</span>
              <span className={styles.name}>{cltn.name}</span>
            </span>
            <span className={styles.count}>{t("wallet.cltn.count", { count: cltn.nftCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
