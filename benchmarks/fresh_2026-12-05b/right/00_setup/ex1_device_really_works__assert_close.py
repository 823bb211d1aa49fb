# Right: fixed-value inputs created directly on the device, checked with torch.testing.assert_close (rtol and atol 1e-3) inside try/except.
def device_really_works(device) -> bool:
    try:
        a_cpu = (torch.arange(48 * 48, dtype=torch.float32).reshape(48, 48) % 7 - 3) / 3
        b_cpu = (torch.arange(48 * 48, dtype=torch.float32).reshape(48, 48).T % 5 - 2) / 2
        a = torch.arange(48 * 48, dtype=torch.float32, device=device).reshape(48, 48)
        a = (a % 7 - 3) / 3
        b = torch.arange(48 * 48, dtype=torch.float32, device=device).reshape(48, 48).T
        b = (b % 5 - 2) / 2
        torch.testing.assert_close((a @ b).cpu(), a_cpu @ b_cpu, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
