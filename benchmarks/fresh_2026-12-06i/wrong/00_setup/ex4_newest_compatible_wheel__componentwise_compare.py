# Mistake: "return the tag with the highest CUDA version not above `driver`" — "not above" is tested component by component (major <= driver major and minor <= driver minor), so cu118 is refused on a (12, 4) driver (8 > 4) and an older major with a larger minor never fits.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    d_major, d_minor = driver
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        major, minor = int(tag[2:-1]), int(tag[-1])
        if major <= d_major and minor <= d_minor:
            if best_version is None or (major, minor) > best_version:
                best, best_version = tag, (major, minor)
    return best
