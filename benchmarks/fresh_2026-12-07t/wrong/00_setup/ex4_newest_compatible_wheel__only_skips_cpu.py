# Mistake: "tags that do not start with `cu`, such as `"cpu"`, are not CUDA wheels": only the literal "cpu" is skipped, so any other non-CUDA tag the list may hold ("rocm6.2", "xpu") is parsed as a CUDA version and int() raises ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best = "cpu"
    best_version = (-1, -1)
    for tag in tags:
        if tag == "cpu":
            continue
        version = (int(tag[2:-1]), int(tag[-1]))
        if best_version < version <= tuple(driver):
            best, best_version = tag, version
    return best
