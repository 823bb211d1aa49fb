# Mistake: "comparing tags as **strings** (as text, `"cu92"` is larger than `"cu118"`). Compare numbers" — picks the max of the fitting tags as text, so cu92 beats cu118
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    limit = "cu%d%d" % driver
    fits = [t for t in tags if t.startswith("cu") and len(t) == len(limit) and t <= limit]
    fits += [t for t in tags if t.startswith("cu") and len(t) < len(limit)]
    return max(fits) if fits else "cpu"
