# Mistake: "or `"cpu"` when no CUDA wheel fits, whether or not `"cpu"` is in `tags`" -- falls back to cpu only when "cpu" is among the tags, otherwise returns None.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fits = [t for t in tags if t.startswith("cu") and (int(t[2:-1]), int(t[-1])) <= tuple(driver)]
    if fits:
        return max(fits, key=lambda t: (int(t[2:-1]), int(t[-1])))
    return "cpu" if "cpu" in tags else None
