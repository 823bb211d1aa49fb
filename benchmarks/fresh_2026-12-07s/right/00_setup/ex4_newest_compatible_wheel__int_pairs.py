# Right: parses each CUDA tag into an (major, minor) int tuple, sorts a copy descending and returns the first not above the driver.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    parsed = sorted(((int(t[2:-1]), int(t[-1])), t) for t in tags if t.startswith("cu"))
    for version, tag in reversed(parsed):
        if version <= (driver[0], driver[1]):
            return tag
    return "cpu"
