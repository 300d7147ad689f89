import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { type LegalKind, useLegalDocument } from "../api/load-legal-document.ts";
import type { LegalBlock } from "../content/types.ts";
import styles from "./LegalDocumentView.module.css";

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "p":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className={styles.tableWrap}>
          <table>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row never move
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default: {
      const exhaustive: never = block;
      return exhaustive;
    }
  }
}

/** Terms of service or privacy policy in the interface language (spec §2 Login and policy). */
export function LegalDocumentView({ kind }: { kind: LegalKind }) {
  const { t, language } = useTranslation();
  const lang = language;
  const { data, isPending, isError, refetch } = useLegalDocument(kind, lang);
  if (isPending) return <Spinner label={t("common.loading")} />;
  if (isError) return <ErrorState onRetry={() => refetch()} />;
  return (
    <article className={styles.doc} lang={lang}>
      <h2 className={styles.title}>{data.title}</h2>
      <p className={styles.effective}>{data.effectiveDate}</p>
      <p className={styles.summary}>{data.summary}</p>
      <nav className={styles.toc} aria-label={t("legal.contents")}>
        <ol>
          {data.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {data.sections.map((s) => (
        <section key={s.id} id={s.id} className={styles.section}>
          <h3>{s.heading}</h3>
          {s.blocks.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are static text in a fixed order
            <Block key={i} block={b} />
          ))}
        </section>
      ))}
    </article>
  );
}
