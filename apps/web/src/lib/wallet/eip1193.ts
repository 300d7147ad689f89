/**
 * EIP-1193, the interface every browser wallet speaks (MetaMask's `window.ethereum`, the providers
 * announced through EIP-6963, our test wallet): `request({ method, params })`, errors with a
 * numeric `code`, and a few events.
 */
export interface Eip1193RequestArgs {
  method: string;
  params?: readonly unknown[] | Record<string, unknown>;
}

export type Eip1193Listener = (...args: unknown[]) => void;

export interface Eip1193Provider {
  request(args: Eip1193RequestArgs): Promise<unknown>;
  on?(event: string, listener: Eip1193Listener): void;
  removeListener?(event: string, listener: Eip1193Listener): void;
}

/** The error codes of EIP-1193 (and EIP-3326's unknown chain) that the app tells apart. */
export const RPC_ERROR = {
  /** The person declined (closed the window, pressed Reject). */
  userRejected: 4001,
  /** The account or method is not open to this site. */
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  /** wallet_switchEthereumChain: the wallet does not know the chain. */
  unrecognizedChain: 4902,
  internal: -32603,
} as const;

/** An error as a provider throws it. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "ProviderRpcError";
  }
}

/** The EIP-1193 code of what a wallet threw, if it carries one. */
export function rpcErrorCode(err: unknown): number | undefined {
  if (typeof err !== "object" || err === null || !("code" in err)) return undefined;
  const code = (err as { code: unknown }).code;
  return typeof code === "number" ? code : undefined;
}

export const isUserRejection = (err: unknown) => rpcErrorCode(err) === RPC_ERROR.userRejected;

/** A chain id as EIP-1193 writes it (`eth_chainId`, wallet_switchEthereumChain): hexadecimal. */
export const chainIdHex = (chainId: number) => `0x${chainId.toString(16)}`;
