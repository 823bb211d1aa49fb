# Honest: add is an instance of a class with __call__ and a helper method, keeping a history list as instance state; results are plain ints.
class _Adder:
    """Adds two numbers, remembering what it was asked."""
    def __init__(self):
        self.history = []

    def _combine(self, x, y):
        total = x
        total += y
        return total

    def __call__(self, a, b):
        result = self._combine(a, b)
        self.history.append((a, b, result))
        return result

    def __repr__(self):
        return f"<adder after {len(self.history)} calls>"

add = _Adder()
