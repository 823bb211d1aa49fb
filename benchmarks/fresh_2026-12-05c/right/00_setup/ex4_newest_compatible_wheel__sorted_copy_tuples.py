# Right: builds (major, minor) tuples from a filtered copy, sorts the copy newest first and returns the first one not above the driver
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    cuda = [((int(t[2:-1]), int(t[-1])), t) for t in tags if t.startswith("cu")]
    for version, tag in sorted(cuda, reverse=True):
        if version <= (driver[0], driver[1]):
            return tag
    return "cpu"
