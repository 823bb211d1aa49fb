# Right: sorts a filtered copy newest-first by the (major, minor) tuple and takes the first one not above the driver with next(..., "cpu"); the caller's list is only read.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def cuda_version(tag):
        return (int(tag[2:-1]), int(tag[-1]))
    cuda_tags = sorted((t for t in tags if t.startswith("cu")), key=cuda_version, reverse=True)
    ceiling = (int(driver[0]), int(driver[1]))
    return next((t for t in cuda_tags if cuda_version(t) <= ceiling), "cpu")
