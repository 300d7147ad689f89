import type { Network } from "@admit/contract/enums";
import type { Language } from "@admit/contract/i18n";
import { and, asc, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { formatEther, getAddress, type Hex } from "viem";
import type { Db } from "../../db/client.ts";
import { chainLogs, cltns, nfts, wallets } from "../../db/schema/index.ts";
import type { EmbeddedChain } from "../../integrations/chain/embedded/embedded-chain.ts";
import { escapeHtml } from "../../integrations/sandbox-page.ts";
import { cltnNameIn } from "../../lib/organiser-names.ts";

/** The ERC-721 Transfer event's topic. */
const TRANSFER = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
const ZERO = "0x0000000000000000000000000000000000000000";
const topicOf = (address: string) => `0x${"0".repeat(24)}${address.slice(2).toLowerCase()}`;
const addressOf = (topic: string | null) => (topic ? `0x${topic.slice(26)}` : ZERO);
const idOf = (topic: string | null) => (topic ? BigInt(topic).toString() : "?");

export interface ExplorerContext {
  db: Db;
  chain: EmbeddedChain;
  network: Network;
  /** `/chain/{slug}` */
  base: string;
  currency: string;
  /** The platform operator's address on this chain (it signs every write of ours). */
  operator: string;
  /** The reader's language: collections are named in it where their organiser wrote it (the page itself is a developer's, in English). */
  lang?: Language;
}

/** A collection's name as this page's reader reads it. */
const nameFor = (ctx: ExplorerContext, cltn: { name: string; extra: Record<string, unknown> }) =>
  ctx.lang ? cltnNameIn(cltn, ctx.lang) : cltn.name;

const STYLE = `
body{margin:0;background:#f6f7fb;color:#14141a;font:15px/1.5 system-ui,-apple-system,"Apple SD Gothic Neo","Hiragino Sans","PingFang TC","Noto Sans CJK KR",sans-serif}
main{max-width:760px;margin:0 auto;padding:20px 16px 48px}
header{display:flex;align-items:center;gap:8px;margin:0 0 16px;color:#6b6b78;font-size:13px}
.badge{background:#e0e7ff;color:#3730a3;font-weight:700;border-radius:999px;padding:2px 10px;letter-spacing:.5px}
h1{font-size:20px;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:15px;margin:24px 0 8px;color:#44444f}
.sub{color:#6b6b78;margin:0 0 16px;overflow-wrap:anywhere;font-family:ui-monospace,Menlo,monospace;font-size:13px}
*{box-sizing:border-box}
dl,ul.rows{background:#fff;border-radius:14px;width:100%;margin:0}
dl{padding:4px 16px}
ul.rows{list-style:none;padding:0 16px}
ul.rows li{padding:10px 0;border-bottom:1px solid #ececf1;display:grid;gap:2px}
ul.rows li:last-child{border-bottom:0}
.line{display:flex;justify-content:space-between;gap:12px;font-size:13px;overflow-wrap:anywhere}
.muted{color:#6b6b78}
.mono{font-family:ui-monospace,Menlo,monospace}
dl div{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid #ececf1}
dl div:last-child{border-bottom:0}
dt{color:#6b6b78;flex:none}
dd{margin:0;text-align:right;overflow-wrap:anywhere;font-family:ui-monospace,Menlo,monospace;font-size:13px}
a{color:#4338ca;text-decoration:none}
.ok{color:#047857;font-weight:700}.bad{color:#b91c1c;font-weight:700}
.empty{background:#fff;border-radius:14px;padding:16px;color:#6b6b78}
`;

function page(ctx: ExplorerContext, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${ctx.network} explorer</title><style>${STYLE}</style></head>
<body><main><header><span class="badge">EMBEDDED CHAIN</span><span>${ctx.network} · development explorer</span></header>${body}</main></body></html>`;
}

const link = (ctx: ExplorerContext, kind: "tx" | "address", id: string, text = id) =>
  `<a href="${ctx.base}/${kind}/${escapeHtml(id)}">${escapeHtml(text)}</a>`;
const tokenLink = (ctx: ExplorerContext, contract: string, id: string, text = `#${id}`) =>
  `<a href="${ctx.base}/token/${escapeHtml(contract)}/${escapeHtml(id)}">${escapeHtml(text)}</a>`;
const short = (hex: string) => (hex.length > 14 ? `${hex.slice(0, 8)}…${hex.slice(-6)}` : hex);
const row = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;
const when = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().replace("T", " ").slice(0, 19)} UTC`;

type LogRow = typeof chainLogs.$inferSelect;

/** Transfers as a list a phone can read: what and which token, when; from → to, and the transaction. */
function transfersTable(ctx: ExplorerContext, logs: LogRow[], times: Map<number, number>): string {
  if (logs.length === 0) return `<p class="empty">No transfers.</p>`;
  const rows = logs
    .map((l) => {
      const from = addressOf(l.topic1);
      const to = addressOf(l.topic2);
      const what = from === ZERO ? "Mint" : to === ZERO ? "Burn" : "Transfer";
      const time = times.has(l.block) ? when(times.get(l.block) as number) : `block ${l.block}`;
      const fromText = from === ZERO ? "—" : link(ctx, "address", from, short(from));
      const toText = to === ZERO ? "—" : link(ctx, "address", to, short(to));
      return `<li><div class="line"><strong>${what} ${tokenLink(ctx, l.address, idOf(l.topic3))}</strong><span class="muted">${escapeHtml(time)}</span></div><div class="line mono"><span>${fromText} → ${toText}</span>${link(ctx, "tx", l.txHash, short(l.txHash))}</div></li>`;
    })
    .join("");
  return `<ul class="rows">${rows}</ul>`;
}

async function blockTimes(ctx: ExplorerContext, blocks: number[]): Promise<Map<number, number>> {
  const times = new Map<number, number>();
  for (const block of new Set(blocks)) {
    const tx = await ctx.chain.store.txAtBlock(block);
    if (tx) times.set(block, tx.timestamp);
  }
  return times;
}

async function collectionAt(ctx: ExplorerContext, address: string) {
  const [cltn] = await ctx.db
    .select({ id: cltns.id, name: cltns.name, extra: cltns.extra })
    .from(cltns)
    .where(and(eq(cltns.network, ctx.network), eq(cltns.contractAddress, address.toLowerCase())));
  return cltn && { id: cltn.id, name: nameFor(ctx, cltn) };
}

/** Whether `address` is one of our custodial wallets (its holder's user id), else undefined. */
async function custodialHolder(ctx: ExplorerContext, address: string): Promise<number | undefined> {
  const [wallet] = await ctx.db
    .select({ userId: wallets.userId })
    .from(wallets)
    .where(eq(wallets.address, getAddress(address)));
  return wallet?.userId;
}

/**
 * What an address is, as far as this platform knows: only an address of ours is named as ours —
 * a custodial wallet (in the wallets table), the operator, a collection's contract.
 */
function kindOf(
  ctx: ExplorerContext,
  address: string,
  isContract: boolean,
  cltn: unknown,
  custodial: boolean,
) {
  if (isContract) return cltn ? "Admit collection (ERC-721) · escrow of its listed tokens" : "Contract";
  if (custodial) return "Custodial wallet (Admit)";
  if (address === ctx.operator) return "Admit operator";
  return "External account";
}

/** /chain/{network}/tx/{hash}: a transaction, its receipt and the tokens it moved; undefined when unknown. */
export async function txPage(ctx: ExplorerContext, hash: string): Promise<string | undefined> {
  const tx = await ctx.chain.store.tx(hash);
  if (!tx) return undefined;
  const logs = await ctx.chain.store.logsOfTx(hash);
  const transfers = logs.filter((l) => l.topic0 === TRANSFER);
  const fee = BigInt(tx.gasUsed) * BigInt(tx.effectiveGasPrice);
  return page(
    ctx,
    `Transaction ${short(tx.hash)}`,
    `<h1>Transaction</h1><p class="sub">${escapeHtml(tx.hash)}</p><dl>${[
      row(
        "Status",
        tx.status === 1 ? `<span class="ok">Success</span>` : `<span class="bad">Reverted</span>`,
      ),
      row("Block", String(tx.block)),
      row("Time", when(tx.timestamp)),
      row("From", link(ctx, "address", tx.from)),
      row(
        tx.to ? "To" : "Created",
        tx.to
          ? link(ctx, "address", tx.to)
          : tx.contractAddress
            ? link(ctx, "address", tx.contractAddress)
            : "—",
      ),
      row("Nonce", String(tx.nonce)),
      row("Gas used", `${tx.gasUsed} of ${tx.gasLimit}`),
      row("Fee", `${formatEther(fee)} ${escapeHtml(ctx.currency)}`),
    ].join(
      "",
    )}</dl><h2>Token transfers</h2>${transfersTable(ctx, transfers, new Map([[tx.block, tx.timestamp]]))}`,
  );
}

/** The network's token Transfer logs that also meet `where`. */
function transferLogs(ctx: ExplorerContext, where: SQL | undefined) {
  return ctx.db
    .select()
    .from(chainLogs)
    .where(and(eq(chainLogs.network, ctx.network), eq(chainLogs.topic0, TRANSFER), where));
}

/** /chain/{network}/address/{address}: a collection's contract (its tokens) or a wallet (what it holds). */
export async function addressPage(ctx: ExplorerContext, address: string): Promise<string> {
  const lower = address.toLowerCase();
  const [account, code, cltn, holder] = await Promise.all([
    ctx.chain.account(lower as Hex),
    ctx.chain.code(lower as Hex),
    collectionAt(ctx, lower),
    custodialHolder(ctx, lower),
  ]);
  const isContract = code.length > 2;
  const logs = isContract
    ? await transferLogs(ctx, eq(chainLogs.address, lower)).orderBy(desc(chainLogs.block)).limit(200)
    : await transferLogs(
        ctx,
        or(eq(chainLogs.topic1, topicOf(lower)), eq(chainLogs.topic2, topicOf(lower))),
      ).orderBy(asc(chainLogs.block), asc(chainLogs.logIndex));
  let held = "";
  const names = new Map<string, string>();
  if (!isContract) {
    const holding = new Map<string, { contract: string; id: string }>();
    for (const l of logs) {
      const key = `${l.address}/${idOf(l.topic3)}`;
      if (addressOf(l.topic2) === lower) holding.set(key, { contract: l.address, id: idOf(l.topic3) });
      else holding.delete(key);
    }
    const contracts = [...new Set([...holding.values()].map((h) => h.contract))];
    if (contracts.length > 0)
      for (const c of await ctx.db
        .select({ name: cltns.name, extra: cltns.extra, address: cltns.contractAddress })
        .from(cltns)
        .where(and(eq(cltns.network, ctx.network), inArray(cltns.contractAddress, contracts))))
        if (c.address) names.set(c.address, nameFor(ctx, c));
    held = `<h2>Tokens held (${holding.size})</h2>${
      holding.size === 0
        ? `<p class="empty">None.</p>`
        : `<ul class="rows">${[...holding.values()]
            .map(
              (h) =>
                `<li><div class="line">${tokenLink(ctx, h.contract, h.id, `${names.get(h.contract) ?? short(h.contract)} #${h.id}`)}${link(ctx, "address", h.contract, short(h.contract))}</div></li>`,
            )
            .join("")}</ul>`
    }`;
  }
  const shown = isContract ? logs : [...logs].reverse().slice(0, 200);
  return page(
    ctx,
    cltn ? cltn.name : `Address ${short(lower)}`,
    `<h1>${escapeHtml(cltn ? cltn.name : isContract ? "Contract" : "Wallet")}</h1><p class="sub">${escapeHtml(lower)}</p><dl>${[
      row("Kind", escapeHtml(kindOf(ctx, lower, isContract, cltn, holder !== undefined))),
      row("Balance", `${formatEther(BigInt(account.balance))} ${escapeHtml(ctx.currency)}`),
      row("Transactions sent", account.nonce),
    ].join("")}</dl>${held}<h2>Transfers</h2>${transfersTable(
      ctx,
      shown,
      await blockTimes(
        ctx,
        shown.map((l) => l.block),
      ),
    )}`,
  );
}

/**
 * A token in escrow (its collection's contract, or the operator for a collection of the first
 * contract): listed for resale, for its holder's custodial wallet.
 */
async function escrowedFor(
  ctx: ExplorerContext,
  cltnId: number | undefined,
  id: string,
  atContract: boolean,
): Promise<string> {
  const where = atContract ? "In escrow at its collection's contract" : "In escrow at the Admit operator";
  const serial = Number(id);
  if (cltnId === undefined || serial > 2 ** 31 - 1) return escapeHtml(where);
  const [seller] = await ctx.db
    .select({ address: wallets.address })
    .from(nfts)
    .innerJoin(wallets, eq(wallets.userId, nfts.ownerId))
    .where(and(eq(nfts.cltnId, cltnId), eq(nfts.serial, serial)));
  if (!seller) return escapeHtml(where);
  const wallet = seller.address.toLowerCase();
  return `${escapeHtml(where)}, listed for resale for ${link(ctx, "address", wallet, short(wallet))}`;
}

/** /chain/{network}/token/{contract}/{id}: one token, its holder and its history. */
export async function tokenPage(
  ctx: ExplorerContext,
  contract: string,
  id: string,
): Promise<string | undefined> {
  if (!/^\d{1,30}$/.test(id)) return undefined;
  const lower = contract.toLowerCase();
  const logs = await transferLogs(
    ctx,
    and(eq(chainLogs.address, lower), eq(chainLogs.topic3, `0x${BigInt(id).toString(16).padStart(64, "0")}`)),
  ).orderBy(asc(chainLogs.block), asc(chainLogs.logIndex));
  if (logs.length === 0) return undefined;
  const cltn = await collectionAt(ctx, lower);
  const owner = addressOf(logs.at(-1)?.topic2 ?? null);
  const escrowed = owner === lower || owner === ctx.operator;
  return page(
    ctx,
    `${cltn?.name ?? "Token"} #${id}`,
    `<h1>${escapeHtml(cltn?.name ?? "Token")} #${escapeHtml(id)}</h1><p class="sub">${escapeHtml(lower)}</p><dl>${[
      row("Holder", owner === ZERO ? "— (burned)" : link(ctx, "address", owner)),
      ...(escrowed ? [row("Held", await escrowedFor(ctx, cltn?.id, id, owner === lower))] : []),
      row("Collection", link(ctx, "address", lower, cltn?.name ?? short(lower))),
      row("Token id", escapeHtml(id)),
      ...(cltn ? [row("Metadata", `<a href="/chain/meta/${cltn.id}/${escapeHtml(id)}">JSON</a>`)] : []),
    ].join("")}</dl><h2>History</h2>${transfersTable(
      ctx,
      [...logs].reverse(),
      await blockTimes(
        ctx,
        logs.map((l) => l.block),
      ),
    )}`,
  );
}
