# Mistake: "tags that are not CUDA wheels (`cpu`, `rocm6.2`, `rocm5.7`, `xpu`)" — filters out only 'cpu' and parses everything else as a CUDA tag, so 'rocm6.2' or 'xpu' raises ValueError
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_v = "cpu", None
    for t in tags:
        if t == "cpu":
            continue
        v = (int(t[2:-1]), int(t[-1]))
        if v <= tuple(driver) and (best_v is None or v > best_v):
            best, best_v = t, v
    return best
