# Mistake: "return the tag with the highest CUDA version not above driver": "not above" is tested part by part (major <= driver major AND minor <= driver minor), so with driver (12, 0) and tags ["cu118"] the wheel 11.8 (below 12.0) is rejected and "cpu" comes back instead of "cu118".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        major, minor = int(tag[2:-1]), int(tag[-1])
        if major <= driver[0] and minor <= driver[1]:
            if best_version is None or (major, minor) > best_version:
                best, best_version = tag, (major, minor)
    return best
