# Mistake: "the highest CUDA version not above `driver`": only wheels of the driver's own major version are considered, so a driver (12, 4) with tags ["cu118"] (or (13, 0) with cu126) returns "cpu" instead of the older-major wheel that fits.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    major, minor = driver
    fitting = [tag for tag in tags
               if tag.startswith("cu") and int(tag[2:-1]) == major and int(tag[-1]) <= minor]
    if not fitting:
        return "cpu"
    return max(fitting, key=lambda tag: int(tag[-1]))
