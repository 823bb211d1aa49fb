# Right: draws from the global generator inside torch.random.fork_rng(devices=[]) (which puts it back), and checks torch.isclose(...).all() element by element, NaN counted as a mismatch.
def device_really_works(device) -> bool:
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(1234)
        left = torch.randn(40, 24)
        right = torch.randn(24, 40)
    on_cpu = torch.matmul(left, right)
    try:
        dev = torch.device(device)
        back = torch.matmul(left.to(dev), right.to(dev)).to("cpu")
        ok = torch.isclose(back, on_cpu, rtol=1e-3, atol=1e-3).all()
        return bool(ok.item())
    except Exception:
        return False
