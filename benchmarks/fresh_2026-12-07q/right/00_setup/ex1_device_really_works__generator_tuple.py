# Right: draws both matrices in one call from a private Generator, normalises the device with torch.device(), and compares with allclose returning an explicit bool.
def device_really_works(device) -> bool:
    try:
        where = torch.device(device)
        g = torch.Generator().manual_seed(1234)
        a, b = torch.randn(2, 32, 32, generator=g).unbind(0)
        product = torch.matmul(a.to(where), b.to(where)).cpu()
        return True if torch.allclose(product, torch.matmul(a, b), rtol=1e-3, atol=1e-3) else False
    except Exception:
        return False
