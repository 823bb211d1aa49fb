# Right: sorts a new list of (version, tag) pairs, newest first, and returns the first that fits, instead of one max() over the fitting tags.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    versions = sorted(((int(tag[2:-1]), int(tag[-1])), tag) for tag in tags if tag.startswith("cu"))
    for version, tag in reversed(versions):
        if version <= (driver[0], driver[1]):
            return tag
    return "cpu"
