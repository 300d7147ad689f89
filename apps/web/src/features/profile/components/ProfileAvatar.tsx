import { LIMITS } from "@admit/contract/limits";
import type { TMe } from "@admit/contract/users";
import { useRef } from "react";
import { CameraIcon } from "../../../components/ui/more-icons.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { pushAlert, showToast } from "../../../stores/popup.ts";
import { useUploadProfileImage } from "../api/profile-image.ts";
import styles from "./MyProfileView.module.css";

const ACCEPT = ["image/jpeg", "image/png", "image/webp"];

/**
 * The profile picture; tapping it picks a new one. Files that break the rules (type, 5 MB) are
 * stopped before upload, and any refusal shows an alert listing the rules.
 */
export function ProfileAvatar({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage();
  const rules = () =>
    t("profileImage.rules", {
      types: LIMITS.profileImageExtensions.join(", ").toUpperCase(),
      size: LIMITS.profileImageBytes / 1024 / 1024,
    });
  const refuse = (message: string) =>
    pushAlert({ title: t("profileImage.failed"), message: `${message}\n${rules()}` });

  const chosen = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!ACCEPT.includes(file.type)) return refuse(t("profileImage.wrongType"));
    if (file.size > LIMITS.profileImageBytes) return refuse(t("profileImage.tooLarge"));
    upload.mutate(file, {
      onSuccess: () => showToast(t("profileImage.saved")),
      onError: (err) => {
        if (err instanceof ApiError && err.code === "IMAGE_INVALID") return refuse(err.message);
        showToast(errorText(err, t));
      },
    });
  };

  return (
    <button
      type="button"
      className={styles.avatarButton}
      onClick={() => input.current?.click()}
      aria-label={t("profileImage.change")}
      aria-busy={upload.isPending || undefined}
      disabled={upload.isPending}
    >
      {me.profileImg ? (
        <img className={styles.avatar} src={me.profileImg} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {me.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className={styles.camera} aria-hidden="true">
        <CameraIcon size={14} />
      </span>
      <input
        ref={input}
        type="file"
        accept={ACCEPT.join(",")}
        hidden
        data-testid="profile-image-input"
        onChange={(e) => chosen(e.target.files?.[0])}
      />
    </button>
  );
}
