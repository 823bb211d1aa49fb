# Mistake: "or `"cpu"` when no CUDA wheel fits, whether or not `"cpu"` is in `tags`" — when nothing fits and "cpu" is not listed it returns None (and for an empty list too).
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = [t for t in tags if t.startswith("cu") and (int(t[2:-1]), int(t[-1])) <= tuple(driver)]
    if fitting:
        return max(fitting, key=lambda t: (int(t[2:-1]), int(t[-1])))
    return "cpu" if "cpu" in tags else None
