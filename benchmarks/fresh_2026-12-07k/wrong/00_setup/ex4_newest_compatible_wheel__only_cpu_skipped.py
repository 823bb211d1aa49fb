# Mistake: "tags that do not start with `cu`, such as `"cpu"`, are not CUDA wheels" (and the must-handle list's `rocm6.2`, `rocm5.7`, `xpu`) -- skips only the tag "cpu" and parses every other tag as cuXY, so a list holding "rocm6.2" or "xpu" raises ValueError instead of being answered.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", (-1, -1)
    for tag in tags:
        if tag == "cpu":
            continue
        version = (int(tag[2:-1]), int(tag[-1]))
        if version <= tuple(driver) and version > best_version:
            best, best_version = tag, version
    return best
