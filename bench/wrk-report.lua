-- bench/wrk.ts's script for wrk. With WRK_BODY set, every request is a POST with that body, its
-- {n} replaced by a new number, as visitors send different messages.
local body = os.getenv('WRK_BODY')
if body then
  math.randomseed(os.time())
  request = function()
    local number = tostring(math.random(10000000, 99999999))
    return wrk.format('POST', nil, nil, (body:gsub('{n}', number)))
  end
end

-- wrk's closing report as one JSON line. os.clock() is wrk's own CPU time (all its threads, user
-- and system), so the bench can divide it by the answers.
done = function(summary, latency, requests)
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"timeouts":%d,"statusErrors":%d,"p50Us":%d,"p99Us":%d,"cpuSeconds":%.6f}\n',
    summary.requests, summary.duration, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.timeout, summary.errors.status,
    latency:percentile(50), latency:percentile(99), os.clock()))
end
