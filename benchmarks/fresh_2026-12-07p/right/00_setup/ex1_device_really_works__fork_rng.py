# Right: draws from the global random generator inside torch.random.fork_rng(devices=[]) (which puts the CPU state back and touches no CUDA state), and moves the inputs with torch.device(device).
def device_really_works(device) -> bool:
    try:
        target = torch.device(device)
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(1234)
            a, b = torch.randn(32, 48), torch.randn(48, 16)
        on_device = a.to(target) @ b.to(target)
        return bool(torch.allclose(on_device.cpu(), a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
