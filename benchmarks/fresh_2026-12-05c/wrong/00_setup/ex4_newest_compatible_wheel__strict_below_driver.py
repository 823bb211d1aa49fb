# Mistake: "a wheel for exactly the driver's version fits" — uses a strict < comparison, so the wheel matching the driver exactly is skipped
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_v = "cpu", None
    for t in tags:
        if t.startswith("cu"):
            v = (int(t[2:-1]), int(t[-1]))
            if v < tuple(driver) and (best_v is None or v > best_v):
                best, best_v = t, v
    return best
