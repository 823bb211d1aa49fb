# Right: sorts a copy of the CUDA tags from newest to oldest by (major, minor) and returns the first one not above the driver, with next() supplying "cpu".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return int(tag[2:-1]), int(tag[-1])

    newest_first = sorted((t for t in tags if t.startswith("cu")), key=version, reverse=True)
    return next((t for t in newest_first if version(t) <= (driver[0], driver[1])), "cpu")
