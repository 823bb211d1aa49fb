# Mistake: "return the tag with the highest CUDA version not above driver" -- only wheels of the driver's own major version are considered, so driver (12, 4) with tags ['cu118'] returns 'cpu' instead of 'cu118'.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    major, minor = driver
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        version = (int(tag[2:-1]), int(tag[-1]))
        if version[0] == major and version[1] <= minor and (best_version is None or version > best_version):
            best, best_version = tag, version
    return best
