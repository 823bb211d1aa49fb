# Mistake: "tags that do not start with cu, such as "cpu", are not CUDA wheels" / tags may include rocm6.2, rocm5.7, xpu: only "cpu" is skipped, so a list holding "xpu" or "rocm6.2" is parsed as a CUDA tag and raises ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best = "cpu"
    best_version = (-1, -1)
    for tag in tags:
        if tag == "cpu":
            continue
        digits = tag[2:]
        version = (int(digits[:-1]), int(digits[-1]))
        if best_version < version <= tuple(driver):
            best, best_version = tag, version
    return best
