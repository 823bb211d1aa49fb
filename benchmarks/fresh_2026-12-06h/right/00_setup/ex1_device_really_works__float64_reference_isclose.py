# Right: draws from a private CPU Generator, computes the reference in float64 (more exact than the CPU's float32) and accepts the device's float32 product when torch.isclose (rtol=atol=1e-3) holds for every entry; the all-true test is read with .item() and wrapped in bool().
def device_really_works(device) -> bool:
    try:
        gen = torch.Generator(device="cpu")
        gen.manual_seed(1234)
        left = torch.randn(32, 48, generator=gen)
        right = torch.randn(48, 40, generator=gen)
        reference = (left.double() @ right.double()).float()
        product = torch.matmul(left.to(device), right.to(device)).to("cpu")
        if product.shape != reference.shape or product.dtype != reference.dtype:
            return False
        return bool(torch.isclose(product, reference, rtol=1e-3, atol=1e-3).all().item())
    except Exception:
        return False
