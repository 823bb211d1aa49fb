# Mistake: "return the tag with the highest CUDA version not above `driver`": major and minor are compared separately (major <= and minor <=), so cu118 counts as above a 12.4 driver (8 > 4) and driver (12, 4) with ["cu118", "cu126"] gives "cpu" instead of "cu118".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    drv_major, drv_minor = driver
    fitting = []
    for tag in tags:
        if tag.startswith("cu"):
            major, minor = int(tag[2:-1]), int(tag[-1])
            if major <= drv_major and minor <= drv_minor:
                fitting.append((major, minor, tag))
    return max(fitting)[2] if fitting else "cpu"
