-- Each request asks the next path of a list (a file, one path a line, given after `--`), round and round. The report
-- is scripts/wrk-report.lua's.
local dir = debug.getinfo(1, 'S').source:match('^@(.*/)') or './'
dofile(dir .. 'wrk-report.lua')

local requests = {}
local last = 0

init = function(args)
  for path in io.lines(args[1]) do
    requests[#requests + 1] = wrk.format(nil, path)
  end
end

request = function()
  last = last % #requests + 1
  return requests[last]
end
