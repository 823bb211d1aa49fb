# Right: sorts a copy of the CUDA tags by (major, minor) from newest to oldest and returns the first one not above the driver, with next(..., "cpu") as the fallback.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        digits = tag[2:]
        return int(digits[:-1]), int(digits[-1])

    newest_first = sorted((t for t in tags if t.startswith("cu")), key=version, reverse=True)
    return next((t for t in newest_first if version(t) <= (driver[0], driver[1])), "cpu")
