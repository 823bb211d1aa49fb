# Mistake: "a check that only allocates, or only looks at shapes, would call `meta` a working device" — only allocates and multiplies on the device, never compares numbers: meta and a device with wrong products are called working
def device_really_works(device) -> bool:
    try:
        a = torch.ones(8, 8, device=device)
        b = a @ a
        return tuple(b.shape) == (8, 8)
    except Exception:
        return False
