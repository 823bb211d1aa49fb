# Right: sorts a copy of the CUDA tags newest-first by (major, minor) and returns the first not above the driver.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return int(tag[2:-1]), int(tag[-1])
    for tag in sorted((t for t in tags if t.startswith("cu")), key=version, reverse=True):
        if version(tag) <= (driver[0], driver[1]):
            return tag
    return "cpu"
