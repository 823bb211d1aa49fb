# Mistake: "return the tag with the highest CUDA version not above `driver`": versions are compared major and minor separately, so cu118 is rejected on a (12, 0) driver (8 > 0) and the answer is "cpu" instead of "cu118".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    d_major, d_minor = driver
    best = None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        major, minor = int(tag[2:-1]), int(tag[-1])
        if major <= d_major and minor <= d_minor:
            if best is None or (major, minor) > best[0]:
                best = ((major, minor), tag)
    return best[1] if best else "cpu"
