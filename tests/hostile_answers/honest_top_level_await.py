# Honest: a correct add defined after a top-level await (the cell runs on IPython's asynchronous path).
import asyncio

await asyncio.sleep(0)


def add(a, b):
    return a + b
