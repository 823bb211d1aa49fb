# Mistake: "the highest CUDA version not above `driver`": it compares major and minor separately (both must be <=), so with driver (12, 4) the wheel cu118 (11.8, below 12.4) is rejected because 8 > 4, and it returns "cpu".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    major, minor = driver
    best, best_version = "cpu", (-1, -1)
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        tag_major, tag_minor = int(tag[2:-1]), int(tag[-1])
        if tag_major <= major and tag_minor <= minor and (tag_major, tag_minor) > best_version:
            best, best_version = tag, (tag_major, tag_minor)
    return best
