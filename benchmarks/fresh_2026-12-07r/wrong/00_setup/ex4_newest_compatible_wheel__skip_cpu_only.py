# Mistake: "tags that are not CUDA wheels (`cpu`, `rocm6.2`, `rocm5.7`, `xpu`)" -- only "cpu" is skipped, so a list with "rocm6.2" or "xpu" makes int() raise ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best = None
    for tag in tags:
        if tag == "cpu":
            continue
        version = (int(tag[2:-1]), int(tag[-1]))
        if version <= tuple(driver) and (best is None or version > best[0]):
            best = (version, tag)
    return best[1] if best else "cpu"
