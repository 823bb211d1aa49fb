# Mistake: "return the tag with the highest CUDA version not above `driver`": versions are compared major against major AND minor against minor, so on driver (12, 4) the wheel cu118 (11.8, below 12.4) is rejected because 8 > 4, and ["cu118"] gives "cpu" instead of "cu118".
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
