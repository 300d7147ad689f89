import { LegalDocumentView } from "./LegalDocumentView.tsx";

export default function TermsView() {
  return <LegalDocumentView kind="terms" />;
}
