# Mistake: "the last digit is the minor version and the digits before it the major: ... `cu92` is 9.2" -- the tag is cut at fixed positions (major = tag[2:4]), which fits cu118/cu124 but reads cu92 as major 92 with no minor and raises ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    candidates = []
    for tag in tags:
        if tag.startswith("cu"):
            major, minor = int(tag[2:4]), int(tag[4:])
            if (major, minor) <= (driver[0], driver[1]):
                candidates.append(((major, minor), tag))
    return max(candidates)[1] if candidates else "cpu"
