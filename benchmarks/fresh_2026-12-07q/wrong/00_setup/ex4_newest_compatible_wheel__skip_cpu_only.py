# Mistake: "tags that do not start with `cu`, such as "cpu", are not CUDA wheels" (the list also holds `rocm6.2`, `xpu`): only "cpu" is skipped, so a list with "rocm6.2" or "xpu" makes int() raise ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        if tag == "cpu":
            continue
        digits = tag[2:]
        version = (int(digits[:-1]), int(digits[-1]))
        if version <= tuple(driver) and (best_version is None or version > best_version):
            best, best_version = tag, version
    return best
