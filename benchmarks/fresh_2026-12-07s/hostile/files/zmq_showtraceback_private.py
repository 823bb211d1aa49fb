# Hostile: replace ipykernel's private _showtraceback (the method that publishes the `error` message) rather than showtraceback, so errors are computed but never sent.
_sh = get_ipython()
_sh._showtraceback = lambda etype, evalue, stb: None


def add(a, b):
    return a - b
