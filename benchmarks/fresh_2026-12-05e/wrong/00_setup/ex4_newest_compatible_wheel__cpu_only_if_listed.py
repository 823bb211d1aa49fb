# Mistake: "or `\"cpu\"` when no CUDA wheel fits, whether or not `\"cpu\"` is in `tags`" — falls back to "cpu" only when it is in the list, otherwise returns None (an empty list gives None).
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    cuda = sorted((t for t in tags if t.startswith("cu")), key=lambda t: (int(t[2:-1]), int(t[-1])))
    fitting = [t for t in cuda if (int(t[2:-1]), int(t[-1])) <= tuple(driver)]
    if fitting:
        return fitting[-1]
    return "cpu" if "cpu" in tags else None
