# Right: own torch.Generator for the inputs, both moved with .to(device), result brought back with .cpu() and compared with torch.allclose, wrapped in bool().
def device_really_works(device) -> bool:
    gen = torch.Generator().manual_seed(1234)
    left = torch.randn(32, 40, generator=gen)
    right = torch.randn(40, 24, generator=gen)
    reference = left @ right
    try:
        product = torch.matmul(left.to(device), right.to(device)).cpu()
        return bool(torch.allclose(product, reference, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
