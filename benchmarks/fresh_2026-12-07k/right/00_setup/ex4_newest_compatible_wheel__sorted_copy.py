# Right: sorts a filtered copy by (major, minor) newest first and returns the first that is not above the driver, with next(..., "cpu").
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        digits = tag[2:]
        return int(digits[:-1]), int(digits[-1])

    cuda_tags = sorted((t for t in tags if t.startswith("cu")), key=version, reverse=True)
    return next((t for t in cuda_tags if version(t) <= (driver[0], driver[1])), "cpu")
