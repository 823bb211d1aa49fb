# Right: draws from the global generator inside torch.random.fork_rng(devices=[]) (which puts the CPU generator back), and reduces with isclose().all().item() instead of allclose.
def device_really_works(device) -> bool:
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(1234)
        a = torch.randn(32, 48)
        b = torch.randn(48, 16)
    try:
        a_dev, b_dev = a.to(device), b.to(device)
        got = torch.matmul(a_dev, b_dev).cpu()
        ok = torch.isclose(got, torch.matmul(a, b), rtol=1e-3, atol=1e-3).all().item()
    except Exception:
        return False
    return ok is True
