# Approach: CUDA X.Y as the integer 10*X + Y, newest first, first one that fits.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = 10 * driver[0] + driver[1]
    cuda = sorted((int(t[2:]), t) for t in tags if t.startswith("cu"))
    for code, tag in reversed(cuda):
        if code <= ceiling:
            return tag
    return "cpu"
