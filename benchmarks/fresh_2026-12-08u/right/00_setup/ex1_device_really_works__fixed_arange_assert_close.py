# Right: no random numbers at all: fixed, non-symmetric values (an arange mixed by a sine) and torch.testing.assert_close inside the try, whose AssertionError counts as "does not work".
def _probe_inputs():
    a = torch.sin(torch.arange(48 * 48, dtype=torch.float32).reshape(48, 48) * 0.37) * 3
    b = torch.cos(torch.arange(48 * 48, dtype=torch.float32).reshape(48, 48).T * 0.11) - 0.25
    return a, b


def device_really_works(device) -> bool:
    a, b = _probe_inputs()
    reference = a @ b
    try:
        result = (a.to(device) @ b.to(device)).cpu()
        torch.testing.assert_close(result, reference, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
