import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { Spinner } from "../ui/LoadingScreen.tsx";
import styles from "./QrImage.module.css";

/**
 * A QR code drawn from `data` (a door code, a receive link); the drawing library loads only when
 * a code is first shown. `size` is the square's CSS pixels; it is drawn at twice that for sharp screens.
 */
export function QrImage({
  data,
  alt,
  size = 232,
  testId,
}: {
  data: string;
  alt: string;
  size?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qrcode) => qrcode.toDataURL(data, { width: size * 2, margin: 1, errorCorrectionLevel: "M" }))
      .then(
        (url) => {
          if (!current) return;
          setSrc(url);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [data, size]);
  if (failed) return <p className={styles.failed}>{t("wallet.qr.drawFailed")}</p>;
  // The previous code stays up until the next one is drawn, so the square does not blink.
  if (!src) return <Spinner label={t("common.loading")} />;
  return (
    <img
      className={styles.qr}
      style={{ width: `min(${size}px, 100%)` }}
      data-testid={testId}
      data-qr={data}
      src={src}
      alt={alt}
      width={size}
      height={size}
    />
  );
}
