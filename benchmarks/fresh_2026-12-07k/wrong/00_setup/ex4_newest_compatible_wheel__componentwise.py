# Mistake: "return the tag with the highest CUDA version not above `driver`" -- compares major and minor separately (major <= driver major AND minor <= driver minor), so with a (12, 0) driver "cu118" (11.8, below 12.0) is rejected because 8 > 0, and the answer is "cpu" instead of "cu118".
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
