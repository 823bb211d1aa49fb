# Mistake: "return the tag with the highest CUDA version not above driver" — "not above" is tested component by component (major <= driver major AND minor <= driver minor) instead of as a version, so cu118 is refused on a 12.4 driver (8 > 4) and the answer is "cpu" when only cu118 fits.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        digits = tag[2:]
        major, minor = int(digits[:-1]), int(digits[-1])
        if major <= driver[0] and minor <= driver[1]:
            if best_version is None or (major, minor) > best_version:
                best, best_version = tag, (major, minor)
    return best
