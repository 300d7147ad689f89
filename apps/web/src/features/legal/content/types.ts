export type LegalBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; head: string[]; rows: string[][] };
export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}
export interface LegalDocument {
  title: string;
  effectiveDate: string;
  summary: string;
  sections: LegalSection[];
}
