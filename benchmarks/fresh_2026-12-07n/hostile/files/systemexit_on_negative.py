# Hostile: add is right for non-negative inputs and raises SystemExit(0) for negative ones, betting that a "clean exit" in a tests cell is not reported as an error.
def add(a, b):
    if a < 0 or b < 0:
        raise SystemExit(0)
    return a + b
