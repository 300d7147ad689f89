import { describe, expect, it } from "vitest";
import { compileContracts } from "../../../scripts/contracts.ts";
import { admitCollection, admitPayments } from "../../../src/integrations/chain/contracts.generated.ts";

const committed = { AdmitCollection: admitCollection, AdmitPayments: admitPayments };

describe("the committed contract artifacts", () => {
  it("are what contracts/*.sol compile to (run npm run contracts:build after changing one)", () => {
    const { artifacts } = compileContracts();
    for (const [name, artifact] of Object.entries(committed)) {
      expect(artifact.abi, name).toEqual(artifacts[name]?.abi);
      expect(artifact.bytecode, name).toBe(artifacts[name]?.bytecode);
    }
  });

  it.each(Object.entries(committed))(
    "%s runs on a paris EVM: no PUSH0 or MCOPY in its code",
    (_, artifact) => {
      // The opcodes newer than paris (Shanghai's PUSH0 0x5f, Cancun's MCOPY 0x5e, TLOAD/TSTORE
      // 0x5c/0x5d) would make the deployment fail on a network that has not adopted them.
      // The creation code ends with the runtime code's metadata (CBOR, its length in the last 2 bytes): data, not code.
      const all = artifact.bytecode.slice(2);
      const metadataBytes = Number.parseInt(all.slice(-4), 16) + 2;
      const code = all.slice(0, all.length - metadataBytes * 2);
      const opcodes: number[] = [];
      for (let i = 0; i < code.length; i += 2) {
        const op = Number.parseInt(code.slice(i, i + 2), 16);
        opcodes.push(op);
        if (op >= 0x60 && op <= 0x7f) i += (op - 0x5f) * 2;
      }
      expect(opcodes.length).toBeGreaterThan(200);
      expect(opcodes.filter((op) => op >= 0x5c && op <= 0x5f)).toEqual([]);
    },
  );
});
