# Mistake: "comparing tags as **strings** (as text, `"cu92"` is larger than `"cu118"`). Compare numbers." — the filter is numeric (int(tag[2:]) / 10 against the driver as a float) but the pick is max() on the tag strings, so for a 12.x driver with cu92, cu118 and cu124 it returns cu92.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    limit = float(f"{driver[0]}.{driver[1]}")
    fitting = [t for t in tags if t.startswith("cu") and int(t[2:]) / 10 <= limit + 1e-9]
    return max(fitting) if fitting else "cpu"
