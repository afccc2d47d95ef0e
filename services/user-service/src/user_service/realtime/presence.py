"""How many staff panels are connected, across every user-service process and replica (in Redis).

Each process writes its own count under its own key with a short expiry and refreshes it, so a
process that dies stops counting within PRESENCE_TTL seconds. The keys' names are kept in one set,
and the total is summed inside Redis by one script: one round trip however many processes there
are, cheap enough for every order to ask (a name whose key expired is dropped from the set there).
"""

from redis.asyncio import Redis

PRESENCE_PREFIX = "bakery:panels:"
PRESENCE_REPLICAS = "bakery:panels-replicas"
PRESENCE_TTL = 30

_SUM = """
local total = 0
for _, replica in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local count = redis.call('GET', ARGV[1] .. replica)
  if count then
    total = total + tonumber(count)
  else
    redis.call('SREM', KEYS[1], replica)
  end
end
return total
"""


async def publish_presence(redis: Redis, replica: str, staff_online: int) -> None:
    async with redis.pipeline(transaction=True) as pipe:
        pipe.set(f"{PRESENCE_PREFIX}{replica}", staff_online, ex=PRESENCE_TTL)
        pipe.sadd(PRESENCE_REPLICAS, replica)
        await pipe.execute()


async def withdraw_presence(redis: Redis, replica: str) -> None:
    async with redis.pipeline(transaction=True) as pipe:
        pipe.delete(f"{PRESENCE_PREFIX}{replica}")
        pipe.srem(PRESENCE_REPLICAS, replica)
        await pipe.execute()


async def staff_panels_online(redis: Redis) -> int:
    """Staff panels connected anywhere; raises if Redis does not answer (callers treat that as none)."""
    return int(await redis.eval(_SUM, 1, PRESENCE_REPLICAS, PRESENCE_PREFIX))
