# Mistake: "a newer minor version of the same major is *not* chosen" — read as "the major must match", it accepts cu126 for a (12, 4) driver (minor-version compatibility).
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fits = []
    for tag in tags:
        if tag.startswith("cu"):
            major, minor = int(tag[2:-1]), int(tag[-1])
            if major < driver[0] or major == driver[0]:
                fits.append(((major, minor), tag))
    return max(fits)[1] if fits else "cpu"
