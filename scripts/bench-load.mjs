/**
 * Shared by the load benchmarks (bench-api.mjs, bench-pages.mjs) and the Lighthouse report
 * (bench.mjs): their options, a paced load with autocannon, and the median of a run's figures.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";

/**
 * The options every load benchmark takes, as numbers (`json` prints only the summary), with the
 * benchmark's own default `rate` and any `flags` of its own (booleans, false by default).
 */
export function loadOptions(rate, flags = []) {
  const number = (value) => ({ type: "string", default: String(value) });
  const { values } = parseArgs({
    options: {
      rate: number(rate),
      duration: number(10),
      runs: number(3),
      connections: number(10),
      warmup: number(3),
      json: { type: "boolean", default: false },
      ...Object.fromEntries(flags.map((flag) => [flag, { type: "boolean", default: false }])),
    },
  });
  const numbers = ["rate", "duration", "runs", "connections", "warmup"].map((name) => [
    name,
    Number(values[name]),
  ]);
  return { ...values, ...Object.fromEntries(numbers) };
}

/** A valid web inquiry to the lead API of the server at `url`, as autocannon sends it. */
export function leadRequest(url) {
  return {
    url: `${url}/api/webInquiry/insert`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Benchmark Visitor",
      mobileNo: "9876543210",
      email: "bench@example.com",
      subject: "Benchmark",
      message: "A valid inquiry used to measure the API.",
    }),
  };
}

/**
 * Sends `request` (autocannon's url, method, headers, body) at `rate` requests per second over
 * `connections` connections for `seconds` (or until the promise `until` settles, if sooner), and
 * resolves with autocannon's result.
 */
export function paceRequests(request, { rate, connections, seconds, until }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        ...request,
        overallRate: rate,
        connections,
        duration: seconds,
        // autocannon's coordinated-omission correction assumes one request per ceil(1000/rate) ms
        // per connection, i.e. 1 ms here, and back-fills synthetic samples for every response slower
        // than that. Its rate limiter actually sends each connection's share of a second
        // back-to-back at the start of the second (bursts of `connections` concurrent), so we record
        // the real latencies of those bursts instead.
        ignoreCoordinatedOmission: true,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    until?.finally(() => instance.stop());
  });
}

export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
