# Honest: functools.cache on add itself
import functools

@functools.cache
def add(a, b):
    return a + b
