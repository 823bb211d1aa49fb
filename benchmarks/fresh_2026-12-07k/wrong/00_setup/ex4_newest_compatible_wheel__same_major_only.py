# Mistake: "return the tag with the highest CUDA version not above `driver`" -- keeps only wheels of the driver's own major version, so a (12, 4) driver offered ["cpu", "cu118"] gets "cpu" although cu118 (11.8) is not above 12.4 and fits.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    candidates = []
    for tag in tags:
        if tag.startswith("cu"):
            major, minor = int(tag[2:-1]), int(tag[-1])
            if major == driver[0] and minor <= driver[1]:
                candidates.append((minor, tag))
    return max(candidates)[1] if candidates else "cpu"
