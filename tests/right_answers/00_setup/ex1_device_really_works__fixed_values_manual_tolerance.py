# Right: fixed (non-random) matrices moved to the device with .to(device), an explicit |got - expected| <= atol + rtol*|expected| check that also rejects NaN, wrapped in bool(); no global state touched
def device_really_works(device) -> bool:
    base = (torch.arange(48 * 48, dtype=torch.float32).reshape(48, 48) % 17 - 8.0) / 7.0
    other = base.flip(0).T.contiguous()
    expected = base @ other
    try:
        x = base.to(device)
        y = other.to(device)
        got = (x @ y).cpu()
        if got.shape != expected.shape:
            return False
        ok = (got - expected).abs() <= 1e-3 + 1e-3 * expected.abs()
        return bool(ok.all().item())
    except Exception:
        return False
