# Right: sorts a filtered copy of the CUDA tags by (major, minor), newest first, and returns the first one not above the driver (next() with "cpu" as default).
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return int(tag[2:-1]), int(tag[-1])

    cuda_tags = sorted((tag for tag in tags if tag.startswith("cu")), key=version, reverse=True)
    return next((tag for tag in cuda_tags if version(tag) <= (driver[0], driver[1])), "cpu")
