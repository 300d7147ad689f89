import type { QtnrItem } from "@admit/contract/catalogue";
import type { QtnrAnswers } from "@admit/contract/qtnr-rules";
import { describe, expect, it } from "vitest";
import {
  dropHidden,
  type QtnrMode,
  qtnrFieldStates,
  serverFieldErrors,
  validMessageValues,
} from "./field-state.ts";

const ITEMS: QtnrItem[] = [
  { id: "name", name: "Name", type: "TEXT", required: true, editable: true, maxLength: 60 },
  { id: "birth", name: "Birth", type: "TEXT", required: true, editable: false, maxLength: 8, key: "birth" },
  { id: "nick", name: "Nick", type: "TEXT", required: false, editable: true },
  {
    id: "heard",
    name: "Heard",
    type: "SELECT",
    required: true,
    editable: true,
    options: ["Friend", "Other"],
  },
  {
    id: "heardOther",
    name: "Where",
    type: "TEXT",
    required: true,
    editable: true,
    branch: [{ itemId: "heard", values: ["Other"] }],
  },
  { id: "terms", name: "Terms", type: "TERMS", required: true, editable: false, terms: "…" },
];

const NEW: QtnrMode = { editMode: false, previous: {} };
const SAVED: QtnrAnswers = {
  name: "Kim",
  birth: "19900101",
  heard: "Other",
  heardOther: "Radio",
  terms: true,
};
const EDIT: QtnrMode = { editMode: true, previous: SAVED };

type Row = [id: string, visible: boolean, readOnly: boolean, required: boolean];

describe("questionnaire field states", () => {
  it.each<[string, QtnrAnswers, QtnrMode, Row[]]>([
    [
      "new, no branch answer",
      {},
      NEW,
      [
        ["name", true, false, true],
        ["birth", true, false, true],
        ["nick", true, false, false],
        ["heard", true, false, true],
        ["heardOther", false, false, true],
        ["terms", true, false, true],
      ],
    ],
    ["new, branch chosen", { heard: "Other" }, NEW, [["heardOther", true, false, true]]],
    ["new, other branch chosen", { heard: "Friend" }, NEW, [["heardOther", false, false, true]]],
    [
      "edit: locked items are read-only and not required",
      SAVED,
      EDIT,
      [
        ["name", true, false, true],
        ["birth", true, true, false],
        ["nick", true, false, false],
        ["heard", true, false, true],
        ["heardOther", true, false, true],
        ["terms", true, true, false],
      ],
    ],
    ["edit, branch changed away", { ...SAVED, heard: "Friend" }, EDIT, [["heardOther", false, false, true]]],
  ])("%s", (_, answers, mode, rows) => {
    const states = new Map(qtnrFieldStates(ITEMS, answers, mode).map((s) => [s.item.id, s]));
    for (const [id, visible, readOnly, required] of rows) {
      expect({ id, ...pick(states.get(id)) }).toEqual({ id, visible, readOnly, required });
    }
  });

  it("shows the saved answer of a read-only item, whatever the form holds", () => {
    const states = qtnrFieldStates(ITEMS, { ...SAVED, birth: "20000101" }, EDIT);
    expect(states.find((s) => s.item.id === "birth")?.value).toBe("19900101");
  });
});

function pick(state: { visible: boolean; readOnly: boolean; required: boolean } | undefined) {
  return { visible: state?.visible, readOnly: state?.readOnly, required: state?.required };
}

describe("dropHidden", () => {
  it("drops the answer of an item whose branch stops holding", () => {
    expect(dropHidden(ITEMS, { heard: "Friend", heardOther: "Radio" }, NEW)).toEqual({ heard: "Friend" });
  });

  it("keeps it while the branch holds", () => {
    const answers = { heard: "Other", heardOther: "Radio" };
    expect(dropHidden(ITEMS, answers, NEW)).toBe(answers);
  });

  it("follows a chain of branches", () => {
    const chain: QtnrItem[] = [
      ...ITEMS,
      {
        id: "radioName",
        name: "Station",
        type: "TEXT",
        required: false,
        editable: true,
        branch: [{ itemId: "heardOther", values: ["Radio"] }],
      },
    ];
    expect(dropHidden(chain, { heard: "Friend", heardOther: "Radio", radioName: "KBS" }, NEW)).toEqual({
      heard: "Friend",
    });
  });
});

describe("messages and server errors", () => {
  it("names the item's own limit, the default 60, or the address limit", () => {
    expect(validMessageValues(ITEMS[1] as QtnrItem).max).toBe(8);
    expect(validMessageValues(ITEMS[2] as QtnrItem).max).toBe(60);
    expect(
      validMessageValues({ id: "a", name: "A", type: "ADDRESS", required: true, editable: true }).max,
    ).toBe(200);
  });

  it("maps the server's fields onto the form's items", () => {
    const data = { fields: { name: "valid.required", birth: "valid.birthFormat", ghost: "valid.required" } };
    expect(serverFieldErrors(data, ITEMS)).toEqual({ name: "required", birth: "birthFormat" });
    expect(serverFieldErrors({ fields: { nick: "valid.somethingNew" } }, ITEMS)).toEqual({ nick: "invalid" });
    expect(serverFieldErrors(undefined, ITEMS)).toEqual({});
  });
});
