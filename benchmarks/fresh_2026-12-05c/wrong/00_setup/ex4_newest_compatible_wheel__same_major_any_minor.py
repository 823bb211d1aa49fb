# Mistake: "a newer minor version of the same major is *not* chosen" — accepts any wheel of the driver's major version, e.g. cu126 for a (12, 4) driver
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_v = "cpu", None
    for t in tags:
        if t.startswith("cu"):
            v = (int(t[2:-1]), int(t[-1]))
            if v[0] <= driver[0] and (best_v is None or v > best_v):
                best, best_v = t, v
    return best
