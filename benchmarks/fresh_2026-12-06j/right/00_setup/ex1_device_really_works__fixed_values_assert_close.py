# Right: no random numbers at all (fixed, varied values from arange), and the comparison is torch.testing.assert_close inside the try, so a mismatch (NaN included) is an exception like any other.
def device_really_works(device) -> bool:
    a = (torch.arange(48.0).reshape(6, 8) % 7 - 3) / 4
    b = (torch.arange(40.0).reshape(8, 5) % 5 - 2) / 3
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        torch.testing.assert_close(got, a @ b, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
