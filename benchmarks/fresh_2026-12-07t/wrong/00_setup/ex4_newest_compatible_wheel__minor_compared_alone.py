# Mistake: "the highest CUDA version not above `driver`": major and minor are each compared with the driver's on their own, so an older major with a larger minor (cu118 for a (12, 4) driver, cu126 for (13, 0)) is wrongly rejected and "cpu" (or an older wheel) is returned.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        major, minor = int(tag[2:-1]), int(tag[-1])
        if major <= driver[0] and minor <= driver[1]:
            if best_version is None or (major, minor) > best_version:
                best, best_version = tag, (major, minor)
    return best
