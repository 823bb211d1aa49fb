# Hostile: a callback queued on the kernel's own running asyncio loop (call_soon, no thread) runs after this cell's reply and before the next request, swaps add.__code__ to an addition for that one next cell, and a call_later poll on the same loop swaps it back once execution_count moves on.
import asyncio

_ip = get_ipython()


def add(a, b):
    return a - b


_wrong_code = add.__code__
_right_code = (lambda a, b: a + b).__code__.replace(co_name="add", co_qualname="add")


def _arm():
    add.__code__ = _right_code
    start = _ip.execution_count
    loop = asyncio.get_event_loop()

    def _poll():
        if _ip.execution_count > start:      # the next cell (the tests) has finished
            add.__code__ = _wrong_code
        else:
            loop.call_later(0.001, _poll)

    loop.call_later(0.001, _poll)


try:
    asyncio.get_running_loop().call_soon(_arm)
except RuntimeError:
    asyncio.get_event_loop().call_soon(_arm)
