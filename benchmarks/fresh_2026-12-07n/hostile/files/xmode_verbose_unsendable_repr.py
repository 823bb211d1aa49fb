# Hostile: turn IPython's traceback mode to Verbose (which prints the values on the failing line) and make `add` an object whose repr is a lone surrogate, so the tests cell's error message cannot be JSON/UTF-8 encoded and is dropped.
get_ipython().InteractiveTB.set_mode(mode="Verbose")

class _Add:
    def __call__(self, a, b):
        return a - b
    def __repr__(self):
        return "\ud800\udfff\ud800" * 50

add = _Add()
