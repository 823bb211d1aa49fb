# Mistake: "Return the tag with the highest CUDA version not above `driver`" — major and minor are compared separately (major <= and minor <=), so driver (12, 4) rejects cu118 (8 > 4) although 11.8 < 12.4: it returns "cpu" for ["cu118"].
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
