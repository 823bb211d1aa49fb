# Fixed values, torch.mm, assert_close.
def device_really_works(device) -> bool:
    a = torch.arange(12.0).reshape(3, 4) / 7 - 0.5
    b = torch.arange(20.0).reshape(4, 5) / 9 - 1
    try:
        on = torch.mm(a.to(device), b.to(device)).to("cpu")
        torch.testing.assert_close(on, torch.mm(a, b), rtol=1e-3, atol=1e-3)
        return True
    except Exception:
        return False
