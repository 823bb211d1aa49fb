# Right: a single max() over a generator of CUDA tags with a numeric key and default="cpu".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return int(tag[2:-1]), int(tag[-1])
    fitting = (tag for tag in tags if tag.startswith("cu") and version(tag) <= tuple(driver))
    return max(fitting, key=version, default="cpu")
