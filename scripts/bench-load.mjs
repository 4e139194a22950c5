/**
 * Shared by the load benchmarks (bench-api.mjs, bench-pages.mjs) and the Lighthouse report
 * (bench.mjs): a paced load with autocannon, and the median of a run's figures.
 */
import autocannon from "autocannon";

/**
 * Sends `request` (autocannon's url, method, headers, body) at `rate` requests per second over
 * `connections` connections for `seconds`, and resolves with autocannon's result.
 */
export function paceRequests(request, { rate, connections, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon(
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
  });
}

export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
