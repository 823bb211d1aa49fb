# Mistake: "return the tag with the highest CUDA version not above `driver`" -- versions are compared part by part (major <= and minor <=), so cu118 is rejected on a 12.4 driver (8 > 4) although 11.8 is below 12.4.
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
