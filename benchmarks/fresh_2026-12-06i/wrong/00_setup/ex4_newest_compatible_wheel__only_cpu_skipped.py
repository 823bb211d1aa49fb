# Mistake: "tags that do not start with `cu`, such as `"cpu"`, are not CUDA wheels" — only the literal "cpu" is skipped; any other non-CUDA tag the prompt allows ("rocm6.2", "xpu") is parsed as cuXYZ and raises ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", (-1, -1)
    for tag in tags:
        if tag == "cpu":
            continue
        digits = tag[2:]
        version = (int(digits[:-1]), int(digits[-1]))
        if version <= tuple(driver) and version > best_version:
            best, best_version = tag, version
    return best
