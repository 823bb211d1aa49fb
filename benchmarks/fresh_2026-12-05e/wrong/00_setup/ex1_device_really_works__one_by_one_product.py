# Mistake: "or use fixed values whose product is not the same number everywhere" — a 1x1 product cannot show a device that shifts every entry one place along (and a 2x2 of equal entries would not either): the faulty device is called working.
def device_really_works(device) -> bool:
    a = torch.tensor([[3.0]])
    b = torch.tensor([[5.0]])
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except Exception:
        return False
    return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
