# Right: normalises the argument with torch.device inside the try, uses torch.mm, and reduces torch.isclose(...).all() (NaN is never close) to a Python bool.
def device_really_works(device) -> bool:
    gen = torch.Generator().manual_seed(1234)
    left = torch.randn(32, 48, generator=gen)
    right = torch.randn(48, 16, generator=gen)
    reference = torch.mm(left, right)
    try:
        where = torch.device(device)
        result = torch.mm(left.to(where), right.to(where)).cpu()
        same = torch.isclose(result, reference, rtol=1e-3, atol=1e-3).all()
        return bool(same.item())
    except Exception:
        return False
