# Mistake: "return the tag with the highest CUDA version not above driver ... or "cpu" when no CUDA wheel fits" — it only considers wheels of the driver's own major version (reading section 3's "same major" as the rule), so a 12.4 driver with ["cu118", "cpu"] gets "cpu" instead of "cu118".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    major, minor = driver
    fitting = []
    for tag in tags:
        if tag.startswith("cu"):
            tag_major, tag_minor = int(tag[2:-1]), int(tag[-1])
            if tag_major == major and tag_minor <= minor:
                fitting.append((tag_minor, tag))
    return max(fitting)[1] if fitting else "cpu"
