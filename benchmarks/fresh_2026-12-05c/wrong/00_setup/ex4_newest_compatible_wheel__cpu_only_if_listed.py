# Mistake: "or `"cpu"` when no CUDA wheel fits, whether or not `"cpu"` is in `tags`" — returns None when nothing fits and 'cpu' is not in the list
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = []
    for t in tags:
        if t.startswith("cu"):
            major, minor = int(t[2:-1]), int(t[-1])
            if (major, minor) <= tuple(driver):
                fitting.append(((major, minor), t))
    if fitting:
        return max(fitting)[1]
    return "cpu" if "cpu" in tags else None
