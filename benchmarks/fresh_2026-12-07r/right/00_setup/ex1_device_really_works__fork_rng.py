# Right: draws from the global generator inside torch.random.fork_rng(devices=[]) (which restores it), and compares with an explicit max-error test that treats NaN as a failure.
def device_really_works(device) -> bool:
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(1234)
        x = torch.randn(32, 16)
        y = torch.randn(16, 24)
    ref = x @ y
    try:
        dx = x.to(device)
        dy = y.to(device)
        back = torch.matmul(dx, dy).cpu()
        err = (back - ref).abs() - (1e-3 + 1e-3 * ref.abs())
        return bool(back.shape == ref.shape and bool(torch.isfinite(back).all()) and err.max().item() <= 0)
    except Exception:
        return False
