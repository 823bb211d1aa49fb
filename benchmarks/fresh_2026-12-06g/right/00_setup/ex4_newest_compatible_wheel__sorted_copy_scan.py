# Right: sorts a new list of (major, minor) pairs newest first (sorted() never touches the caller's list) and returns the first one not above the driver; tuples compare numerically, so cu92 < cu118
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    versions = sorted(((int(t[2:-1]), int(t[-1]), t) for t in tags if t.startswith("cu")),
                      reverse=True)
    for major, minor, tag in versions:
        if (major, minor) <= (int(driver[0]), int(driver[1])):
            return tag
    return "cpu"
