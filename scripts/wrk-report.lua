-- wrk's summary as one JSON line (latencies in ms), read by scripts/bench-load.ts. "status" is wrk's own count of
-- answers of status 400 and above: counting every answer outside 2xx would need a `response` function, which makes
-- wrk copy each answer into Lua and halves what it can ask of a fast server here.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d,"timeouts":%d,"status":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write, e.timeout, e.status))
end
