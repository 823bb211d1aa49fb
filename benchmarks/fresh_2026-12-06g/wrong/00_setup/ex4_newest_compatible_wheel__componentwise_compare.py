# Mistake: "Return the tag with the highest CUDA version not above driver" — "not above" is tested part by part (major <= and minor <=), so with driver (12, 4) the cu118 wheel (11.8, below 12.4) is rejected because 8 > 4, and the answer falls to "cpu" or an older wheel
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    d_major, d_minor = driver
    fitting = []
    for tag in tags:
        if tag.startswith("cu"):
            major, minor = int(tag[2:-1]), int(tag[-1])
            if major <= d_major and minor <= d_minor:
                fitting.append((major, minor, tag))
    return max(fitting)[2] if fitting else "cpu"
