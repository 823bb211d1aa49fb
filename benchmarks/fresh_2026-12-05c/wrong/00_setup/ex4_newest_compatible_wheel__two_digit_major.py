# Mistake: "`cu92` is 9.2" — parses the major as the two digits after 'cu', so cu92 reads as CUDA 92.x and never fits
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_v = "cpu", None
    for t in tags:
        if t.startswith("cu"):
            v = (int(t[2:4]), int(t[4:] or 0))
            if v <= tuple(driver) and (best_v is None or v > best_v):
                best, best_v = t, v
    return best
