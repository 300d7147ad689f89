import { LegalDocumentView } from "./LegalDocumentView.tsx";

export default function PrivacyView() {
  return <LegalDocumentView kind="privacy" />;
}
