# Mistake: "Return the tag with the highest CUDA version not above `driver`" — takes the newest CUDA wheel whatever the driver supports
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_v = "cpu", None
    for t in tags:
        if t.startswith("cu"):
            v = (int(t[2:-1]), int(t[-1]))
            if best_v is None or v > best_v:
                best, best_v = t, v
    return best
