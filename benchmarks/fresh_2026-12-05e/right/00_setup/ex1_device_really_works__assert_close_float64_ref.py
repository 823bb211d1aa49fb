# Right: fixed distinct integer-valued inputs (no RNG at all), float32 product on the device compared by assert_close against a float64 CPU reference cast to float32; any exception (including the AssertionError of a mismatch, NaN included) gives False; always a Python bool.
def device_really_works(device) -> bool:
    a = (torch.arange(48, dtype=torch.float32).reshape(6, 8) % 7) - 3.0
    b = (torch.arange(40, dtype=torch.float32).reshape(8, 5) % 5) - 2.0
    reference = (a.double() @ b.double()).float()
    try:
        on_device = torch.mm(a.to(device), b.to(device))
        back = on_device.cpu()
        torch.testing.assert_close(back, reference, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
