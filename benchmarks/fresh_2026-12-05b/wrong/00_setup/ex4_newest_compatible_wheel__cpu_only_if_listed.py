# Mistake: "or "cpu" when no CUDA wheel fits, whether or not "cpu" is in tags" — returns None when nothing fits and "cpu" is not among the tags.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = [t for t in tags if t.startswith("cu") and divmod(int(t[2:]), 10) <= tuple(driver)]
    if fitting:
        return max(fitting, key=lambda t: int(t[2:]))
    return "cpu" if "cpu" in tags else None
