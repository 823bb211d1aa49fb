# Mistake: "fixed values whose product is not the same number everywhere" -- a 1x1 "matrix" product has a single entry, so a faulty device that shifts every entry one place along (or swaps entries) gives the right number and is called working.
def device_really_works(device) -> bool:
    try:
        a = torch.tensor([[1.5]])
        b = torch.tensor([[-2.0]])
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
