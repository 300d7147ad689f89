/** The flow's steps (spec §2 /register/wallet/code/{stage}). */
export const LINK_STAGES = ["choose", "sign", "done", "unsupported"] as const;
export type LinkStage = (typeof LINK_STAGES)[number];

export const isLinkStage = (stage: string | undefined): stage is LinkStage =>
  (LINK_STAGES as readonly string[]).includes(stage ?? "");

/** A step's path, keeping the query (`next`: where the flow returns when it is done). */
export const stagePath = (stage: LinkStage, params: URLSearchParams) => {
  const query = params.toString();
  return `/register/wallet/code/${stage}${query ? `?${query}` : ""}`;
};
