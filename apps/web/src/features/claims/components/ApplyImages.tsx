import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "../../../components/ui/more-icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { IMAGE_ACCEPT } from "../utils/image-rules.ts";
import styles from "./Claims.module.css";

/** A picture chosen now; `id` tells it apart from the same file chosen twice. */
export interface AddedImage {
  id: number;
  file: File;
}

/** A picture chosen now, previewed from the file itself until it is sent. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img src={url} alt={alt} /> : null;
}

interface ApplyImagesProps {
  max: number;
  required: boolean;
  /** Pictures sent before that stay (edit). */
  kept: string[];
  added: AddedImage[];
  /** The rule, as the hint and the refusal alert say it. */
  rules: string;
  error?: string;
  onAdd: (files: File[]) => void;
  onRemoveKept: (url: string) => void;
  onRemoveAdded: (id: number) => void;
}

/** The application's pictures: previews with a remove button each, and an add button while there is room. */
export function ApplyImages(props: ApplyImagesProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const count = props.kept.length + props.added.length;
  const remove = (n: number) => t("claims.apply.removeImage", { n });
  const alt = (n: number) => t("claims.apply.imageAlt", { n });
  return (
    <fieldset className={styles.section} aria-describedby="apply-images-rules" data-item-id="images">
      <legend className={styles.sectionTitle}>
        {t("claims.apply.images", { max: props.max })}
        {props.required && (
          <span className={styles.required}>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden">{` (${t("qtnr.required")})`}</span>
          </span>
        )}
      </legend>
      <p id="apply-images-rules" className={styles.muted}>
        {props.rules}
      </p>
      <ul className={styles.images}>
        {props.kept.map((url, i) => (
          <li key={url} className={styles.thumb}>
            <img src={url} alt={alt(i + 1)} />
            <button
              type="button"
              className={styles.remove}
              aria-label={remove(i + 1)}
              onClick={() => props.onRemoveKept(url)}
            >
              <span>
                <CloseIcon size={16} />
              </span>
            </button>
          </li>
        ))}
        {props.added.map(({ id, file }, i) => {
          const n = props.kept.length + i + 1;
          return (
            <li key={id} className={styles.thumb}>
              <FilePreview file={file} alt={alt(n)} />
              <button
                type="button"
                className={styles.remove}
                aria-label={remove(n)}
                onClick={() => props.onRemoveAdded(id)}
              >
                <span>
                  <CloseIcon size={16} />
                </span>
              </button>
            </li>
          );
        })}
        {count < props.max && (
          <li>
            <button type="button" className={styles.addImage} onClick={() => input.current?.click()}>
              {t("claims.apply.addImage")}
            </button>
          </li>
        )}
      </ul>
      {props.error && (
        <p className={styles.fieldError} role="alert">
          {props.error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        data-testid="apply-image-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = "";
          if (files.length > 0) props.onAdd(files);
        }}
      />
    </fieldset>
  );
}
