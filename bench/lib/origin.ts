/**
 * The address the benchmarks' apps say they are served at (PUBLIC_URL), and the Origin their
 * loads send: the API refuses state-changing calls from any other origin, and from none.
 */
export const BENCH_ORIGIN = "http://bench.admit.test";
