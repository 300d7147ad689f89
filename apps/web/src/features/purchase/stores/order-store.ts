import type { QtnrItemShown } from "@admit/contract/catalogue";
import type { TDiscoverNftGroup } from "@admit/contract/discover";
import type { RefundPlan } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import type { QtnrAnswers } from "@admit/contract/qtnr-rules";
import type { PaymentMethod } from "@admit/contract/sale";
import { create } from "zustand";
import { session } from "../../../lib/storage.ts";
import { newKey } from "../utils/keys.ts";
import { counterpartPrice, countsIn, type PriceCount } from "../utils/price-counts.ts";
import type { Flow } from "../utils/wizard-flow.ts";

/** The collection being bought, as the stages need it. */
export interface OrderCltn {
  id: number;
  name: string;
  image: string;
  color: string;
  brandName: string;
  category: string;
  timeZone: string;
  currency: Currency;
  placeId: number | null;
  placeName: string | null;
  hideStartDate: boolean;
  refundPlan: RefundPlan;
  /** The collection sells dates (memberships may not). */
  dated: boolean;
  isSeated: boolean;
  hasQtnr: boolean;
  /** Where the purchase started, and the event page it came from. */
  entryPath: string;
  detailPath: string;
}

export interface OrderDate {
  startDate: string;
  endDate: string | null;
  cltnTimeId: number | null;
}

/** A seat the customer holds, and the price chosen for it. */
export interface OrderSeat {
  id: number;
  zoneId: number;
  row: string;
  number: number;
  priceId: number | null;
}

/** The order state of spec §3, kept in session storage so a reload mid-purchase loses nothing. */
export interface OrderData {
  cltn: OrderCltn | null;
  crcy: Currency | null;
  ticket: {
    selectList: PriceCount[];
    /** The groups of the chosen date (all of them for a collection without dates). */
    groupList: TDiscoverNftGroup[];
    groupId: number | null;
    date: OrderDate | null;
  };
  seatList: OrderSeat[];
  seatReqId: string | null;
  /** When the seat hold ends, as the server last said (ISO); it is re-read 120 s before. */
  seatRefTime: string | null;
  /** Attendee answers, one per ticket. */
  customer: QtnrAnswers[];
  qtnrTemplate: QtnrItemShown[] | null;
  /** The referral code the price was quoted with. */
  refCode: string;
  method: PaymentMethod;
  /** The Idempotency-Key of the Pay submit and what it was for: a retry of the same submit reuses it. */
  submit: { key: string; fingerprint: string } | null;
  /** The last reservation made, for the result page. */
  orderId: string | null;
}

export interface OrderActions {
  start: (cltn: OrderCltn, crcy: Currency, qtnrTemplate: QtnrItemShown[] | null) => void;
  setCurrency: (crcy: Currency) => void;
  chooseDate: (date: OrderDate | null, groups: TDiscoverNftGroup[]) => void;
  /** Fresh group data from the server (stock, limits, prices) for the groups in the list. */
  refreshGroups: (groups: TDiscoverNftGroup[]) => void;
  chooseGroup: (groupId: number) => void;
  setCounts: (list: PriceCount[]) => void;
  setHold: (hold: { seatReqId: string; endTime: string; seats: Omit<OrderSeat, "priceId">[] }) => void;
  setSeatRefTime: (endTime: string) => void;
  /** The hold ended or was let go: no seats, no selection. */
  dropHold: () => void;
  setSeatPrice: (seatId: number, priceId: number) => void;
  setCustomer: (answers: QtnrAnswers[]) => void;
  setRefCode: (refCode: string) => void;
  setMethod: (method: PaymentMethod) => void;
  /** The Idempotency-Key for a Pay submit of this content: the same one while it is unchanged. */
  submitKeyFor: (fingerprint: string) => string;
  /** A new submit (after a failed payment): the next Pay gets a new key. */
  newSubmit: () => void;
  setOrderId: (orderId: string) => void;
  reset: () => void;
}

export type OrderState = OrderData & OrderActions;

export const EMPTY_ORDER: OrderData = {
  cltn: null,
  crcy: null,
  ticket: { selectList: [], groupList: [], groupId: null, date: null },
  seatList: [],
  seatReqId: null,
  seatRefTime: null,
  customer: [],
  qtnrTemplate: null,
  refCode: "",
  method: "CARD",
  submit: null,
  orderId: null,
};

export const ORDER_STORAGE_KEY = "admit.order";

type KeyValueStorage = Pick<typeof session, "get" | "set" | "remove">;

function load(storage: KeyValueStorage): OrderData {
  const raw = storage.get(ORDER_STORAGE_KEY);
  if (!raw) return EMPTY_ORDER;
  try {
    const data = JSON.parse(raw) as Partial<OrderData>;
    return { ...EMPTY_ORDER, ...data, ticket: { ...EMPTY_ORDER.ticket, ...data.ticket } };
  } catch {
    return EMPTY_ORDER;
  }
}

function dataOf(state: OrderState): OrderData {
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(EMPTY_ORDER)) data[key] = state[key as keyof OrderData];
  return data as unknown as OrderData;
}

/** What depends on the group: its counts, seats and attendees go when the group changes. */
const afterGroup = { selectList: [] as PriceCount[] };

export function createOrderStore(storage: KeyValueStorage = session) {
  const store = create<OrderState>()((set, get) => ({
    ...load(storage),
    start: (cltn, crcy, qtnrTemplate) => set({ ...EMPTY_ORDER, cltn, crcy, qtnrTemplate }),
    // The counts and the seats' prices follow to the same prices in the new currency.
    setCurrency: (crcy) =>
      set((s) => {
        const prices = s.ticket.groupList.find((g) => g.id === s.ticket.groupId)?.priceList ?? [];
        return {
          crcy,
          ticket: { ...s.ticket, selectList: countsIn(s.ticket.selectList, prices, crcy) },
          seatList: s.seatList.map((seat) => ({
            ...seat,
            priceId:
              seat.priceId === null ? null : (counterpartPrice(seat.priceId, prices, crcy)?.id ?? null),
          })),
          refCode: "",
        };
      }),
    chooseDate: (date, groups) =>
      set((s) => ({ ticket: { ...s.ticket, ...afterGroup, date, groupList: groups, groupId: null } })),
    refreshGroups: (groups) =>
      set((s) => ({
        ticket: {
          ...s.ticket,
          groupList: s.ticket.groupList.map((g) => groups.find((fresh) => fresh.id === g.id) ?? g),
        },
      })),
    chooseGroup: (groupId) =>
      set((s) =>
        s.ticket.groupId === groupId
          ? {}
          : { ticket: { ...s.ticket, ...afterGroup, groupId }, customer: [], refCode: "" },
      ),
    setCounts: (selectList) => set((s) => ({ ticket: { ...s.ticket, selectList } })),
    setHold: ({ seatReqId, endTime, seats }) =>
      set((s) => ({
        seatReqId,
        seatRefTime: endTime,
        seatList: seats.map((seat) => ({
          ...seat,
          priceId: s.seatList.find((had) => had.id === seat.id)?.priceId ?? null,
        })),
      })),
    setSeatRefTime: (seatRefTime) => set({ seatRefTime }),
    dropHold: () => set({ seatReqId: null, seatRefTime: null, seatList: [] }),
    setSeatPrice: (seatId, priceId) =>
      set((s) => ({
        seatList: s.seatList.map((seat) => (seat.id === seatId ? { ...seat, priceId } : seat)),
      })),
    setCustomer: (customer) => set({ customer }),
    setRefCode: (refCode) => set({ refCode }),
    setMethod: (method) => set({ method }),
    submitKeyFor: (fingerprint) => {
      const had = get().submit;
      if (had?.fingerprint === fingerprint) return had.key;
      const submit = { key: newKey("reserve"), fingerprint };
      set({ submit });
      return submit.key;
    },
    newSubmit: () => set({ submit: null }),
    setOrderId: (orderId) => set({ orderId }),
    reset: () => set(EMPTY_ORDER),
  }));
  store.subscribe((state) => {
    if (state.cltn === null) storage.remove(ORDER_STORAGE_KEY);
    else storage.set(ORDER_STORAGE_KEY, JSON.stringify(dataOf(state)));
  });
  return store;
}

export const useOrderStore = createOrderStore();

/** The group chosen, with the freshest data the order has of it. */
export function selectedGroup(state: OrderData): TDiscoverNftGroup | null {
  return state.ticket.groupList.find((g) => g.id === state.ticket.groupId) ?? null;
}

/** The stages this order goes through (the chosen group decides seats; before it, the collection). */
export function flowOf(state: OrderData): Flow {
  const group = selectedGroup(state);
  return {
    dated: state.cltn?.dated ?? true,
    seated: group ? group.isSeated : (state.cltn?.isSeated ?? false),
    qtnr: state.cltn?.hasQtnr ?? false,
  };
}

/** How many tickets the order is for: its seats on a seated group, else its counts. */
export function ticketCount(state: OrderData): number {
  return flowOf(state).seated
    ? state.seatList.length
    : state.ticket.selectList.reduce((n, c) => n + c.count, 0);
}
