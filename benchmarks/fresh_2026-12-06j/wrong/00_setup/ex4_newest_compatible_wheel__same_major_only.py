# Mistake: "return the tag with the highest CUDA version not above driver": only wheels of the driver's own major version are considered, so driver (12, 4) with ["cu118", "cu126"] returns "cpu" although cu118 (11.8, below 12.4) fits.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    major, minor = driver
    minors = [int(tag[-1]) for tag in tags
              if tag.startswith("cu") and int(tag[2:-1]) == major and int(tag[-1]) <= minor]
    return f"cu{major}{max(minors)}" if minors else "cpu"
