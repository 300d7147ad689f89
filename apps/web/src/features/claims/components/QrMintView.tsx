import { claimCodeOf } from "@admit/contract/claims";
import { useSearchParams } from "react-router";
import { QrMintCodeForm } from "./QrMintCodeForm.tsx";
import { QrMintOffer } from "./QrMintOffer.tsx";
import { QrMintUnknownCode } from "./QrMintUnknownCode.tsx";
import styles from "./QrMintView.module.css";

/**
 * /qr/mint?code=C… — where a claim poster's QR leads (a phone's own camera opens it) and where the
 * scan tab sends a claim code. Open to visitors, who see what the code gives and are asked to sign
 * in to get it; without a code, the person types it.
 */
export default function QrMintView() {
  const [params] = useSearchParams();
  const raw = params.get("code")?.trim() ?? "";
  const code = claimCodeOf(raw);
  return (
    <div className={styles.page}>
      {!raw ? <QrMintCodeForm /> : code ? <QrMintOffer key={code} code={code} /> : <QrMintUnknownCode />}
    </div>
  );
}
