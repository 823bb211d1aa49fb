# Mistake: "return the tag with the highest CUDA version not above driver": versions are compared part by part (major <= and minor <=) instead of as (major, minor) pairs, so with driver (12, 4) the tags ["cu118", "cu126"] give "cpu" instead of "cu118" (8 > 4 rejects 11.8).
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
