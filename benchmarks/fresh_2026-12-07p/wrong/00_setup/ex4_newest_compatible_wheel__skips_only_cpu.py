# Mistake: "tags that do not start with `cu`, such as `"cpu"`, are not CUDA wheels" (the list may hold `rocm6.2`, `rocm5.7`, `xpu`): only "cpu" is skipped, so a list with a ROCm or XPU tag makes int() raise ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = []
    for tag in tags:
        if tag == "cpu":
            continue
        digits = tag[2:]
        version = (int(digits[:-1]), int(digits[-1]))
        if version <= tuple(driver):
            fitting.append((version, tag))
    return max(fitting)[1] if fitting else "cpu"
