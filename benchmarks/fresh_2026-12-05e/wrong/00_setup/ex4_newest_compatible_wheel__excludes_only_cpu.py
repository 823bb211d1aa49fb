# Mistake: "tags that are not CUDA wheels (`cpu`, `rocm6.2`, `rocm5.7`, `xpu`)" — only "cpu" is skipped; "rocm6.2" or "xpu" reach int() and raise ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    versions = {}
    for tag in tags:
        if tag == "cpu":
            continue
        digits = tag[2:]
        versions[tag] = (int(digits[:-1]), int(digits[-1]))
    fitting = [t for t, v in versions.items() if v <= tuple(driver)]
    return max(fitting, key=versions.get) if fitting else "cpu"
